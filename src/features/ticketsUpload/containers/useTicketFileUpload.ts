// Sends the chosen file to the server as soon as it passes the checks, while the user maps its
// columns. The upload's id is awaited when the user presses 'Procesar'. (The HTTP layer is
// fetch, which reports no upload progress: the screen shows the upload as under way.)
import { useCallback, useRef, useState } from 'react';
import { useUploadTicketFileMutation } from '@/api/tickets';

export type FileUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string }
  | { phase: 'uploaded'; name: string; id: number }
  | { phase: 'failed'; name: string; error: unknown };

export function useTicketFileUpload() {
  const [upload] = useUploadTicketFileMutation();
  const [state, setState] = useState<FileUploadState>({ phase: 'idle' });
  const pending = useRef<Promise<number> | null>(null);

  const start = useCallback(
    (file: File) => {
      setState({ phase: 'uploading', name: file.name });
      const run = upload({ body: { file } })
        .unwrap()
        .then(
          (created) => {
            if (pending.current === run) {
              setState({ phase: 'uploaded', name: file.name, id: created.id });
            }
            return created.id;
          },
          (error: unknown) => {
            if (pending.current === run) setState({ phase: 'failed', name: file.name, error });
            throw error;
          },
        );
      run.catch(() => undefined); // shown through `state`; awaited again on 'Procesar'
      pending.current = run;
    },
    [upload],
  );

  const reset = useCallback(() => {
    pending.current = null;
    setState({ phase: 'idle' });
  }, []);

  /** The stored upload's id; rejects with the upload's failure. */
  const uploadedId = useCallback(() => {
    if (!pending.current) return Promise.reject(new Error('No file was uploaded'));
    return pending.current;
  }, []);

  return { state, start, reset, uploadedId };
}
