// Loads what the preview dialog shows (part 1 §2.5, §4): signs the file's URL, fetches its
// bytes and prepares them by type: an image as an object URL, a CSV parsed here, a spreadsheet
// parsed in a worker, PDF and Word documents handed to their renderers. Unknown types (and
// pptx, which no installed library renders) are 'unsupported'; any failure is 'error'.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/app/store/hooks';
import { parseCsv } from '../model/csvTable';
import { canPreview, previewKindOf, type PreviewKind } from '../model/fileKinds';
import {
  PREVIEW_MAX_BYTES,
  type PreviewContent,
  type PreviewServices,
  type PreviewState,
} from '../model/previewContent';
import { usePreviewServices } from './previewServicesContext';
import { signPath } from './useDownloadRunner';

export interface PreviewTarget {
  name: string;
  path: string;
}

async function contentOf(
  kind: PreviewKind,
  data: ArrayBuffer,
  type: string,
  services: PreviewServices,
): Promise<PreviewContent> {
  switch (kind) {
    case 'image':
      return { kind: 'image', url: URL.createObjectURL(new Blob([data], { type })) };
    case 'csv':
      return { kind: 'table', sheets: [parseCsv(new TextDecoder('utf-8').decode(data))] };
    case 'spreadsheet':
      return { kind: 'table', sheets: await services.parseSpreadsheet(data) };
    case 'pdf':
      return { kind: 'pdf', data };
    case 'docx':
      return { kind: 'docx', data };
    default:
      throw new Error(`No preview for ${kind}`);
  }
}

export function useFilePreview() {
  const dispatch = useAppDispatch();
  const services = usePreviewServices();
  const [file, setFile] = useState<PreviewTarget | null>(null);
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  // Each open() gets a number; answers for an older one are dropped.
  const attempt = useRef(0);
  const objectUrl = useRef<string | null>(null);

  const release = useCallback(() => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }, []);

  const open = useCallback(
    async (target: PreviewTarget) => {
      const current = ++attempt.current;
      release();
      setFile(target);
      const kind = previewKindOf(target.name);
      if (!canPreview(kind)) {
        setState({ status: 'unsupported' });
        return;
      }
      setState({ status: 'loading' });
      try {
        const response = await fetch(await signPath(dispatch, target.path));
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        if (Number(response.headers.get('content-length')) > PREVIEW_MAX_BYTES) {
          throw new Error('too large to preview');
        }
        const type = response.headers.get('content-type') ?? 'application/octet-stream';
        const data = await response.arrayBuffer();
        if (data.byteLength > PREVIEW_MAX_BYTES) throw new Error('too large to preview');
        const content = await contentOf(kind, data, type, services);
        if (current !== attempt.current) {
          if (content.kind === 'image') URL.revokeObjectURL(content.url);
          return;
        }
        if (content.kind === 'image') objectUrl.current = content.url;
        setState({ status: 'ready', content });
      } catch (error) {
        if (current !== attempt.current) return;
        console.error(`Preview of ${target.path} failed`, error);
        setState({ status: 'error' });
      }
    },
    [dispatch, release, services],
  );

  const close = useCallback(() => {
    attempt.current += 1;
    release();
    setFile(null);
  }, [release]);

  const renderFailed = useCallback((error: unknown) => {
    console.error('Preview rendering failed', error);
    setState({ status: 'error' });
  }, []);

  useEffect(() => release, [release]);

  return { file, state, open, close, renderFailed, services };
}
