// Where a station's SAT reports come in: one daily (D_…) or monthly (M_…) JSON, or a .zip of
// the month, dropped on the area or chosen. A file that is neither, empty or over 20 MB is
// refused here with why; the rest go to `onFile`.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '@/components/FileDropZone';
import { UPLOAD_ACCEPT, uploadProblem } from '../model/upload';

export interface UploadAreaProps {
  onFile: (file: File) => void;
  /** The file is being sent and checked. */
  busy?: boolean;
}

export function UploadArea({ onFile, busy = false }: UploadAreaProps) {
  const { t } = useTranslation('compliance');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FileDropZone
      data-testid="compliance-drop-zone"
      accept={UPLOAD_ACCEPT}
      busy={busy}
      error={problem && t(problem)}
      texts={{
        drop: t('upload.drop'),
        choose: t('upload.choose'),
        hint: t('upload.hint'),
        inputLabel: t('upload.inputLabel'),
        busy: t('upload.sending'),
      }}
      onFile={(file) => {
        const found = uploadProblem(file);
        setProblem(found);
        if (!found) onFile(file);
      }}
    />
  );
}
