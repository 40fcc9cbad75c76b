// Step 1: choose the ticket file by clicking or by dropping it on the area. Only an .xlsx of at
// most 20 MB that starts with the ZIP signature gets through; anything else is refused here
// with why.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '@/components/FileDropZone';
import { checkTicketFile, TICKET_FILE_ACCEPT, type FileProblem } from '../model/fileChecks';

export interface FilePickerProps {
  /** A file that passed the checks. */
  onFile: (file: File) => void;
  /** The chosen file is being read. */
  busy?: boolean;
  /** A problem found after the checks (e.g. the file could not be read). */
  error?: string | null;
}

export function FilePicker({ onFile, busy = false, error = null }: FilePickerProps) {
  const { t } = useTranslation('ticketsUpload');
  const [problem, setProblem] = useState<FileProblem | null>(null);

  const take = async (file: File) => {
    const found = await checkTicketFile(file);
    setProblem(found);
    if (!found) onFile(file);
  };

  return (
    <FileDropZone
      data-testid="ticket-drop-zone"
      accept={TICKET_FILE_ACCEPT}
      busy={busy}
      error={problem ? t(problem) : error}
      texts={{
        drop: t('file.drop'),
        choose: t('file.choose'),
        hint: t('file.hint'),
        inputLabel: t('file.inputLabel'),
        busy: t('file.reading'),
      }}
      onFile={(file) => void take(file)}
    />
  );
}
