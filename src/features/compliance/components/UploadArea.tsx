// Where a station's SAT reports come in: one daily (D_…) or monthly (M_…) JSON, or a .zip of
// the month, dropped on the area or chosen. A file that is neither, empty or over 20 MB is
// refused here with why; the rest go to `onFile`.
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { Spinner } from '@/components/Spinner';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { UPLOAD_ACCEPT, uploadProblem } from '../model/upload';

export interface UploadAreaProps {
  onFile: (file: File) => void;
  /** The file is being sent and checked. */
  busy?: boolean;
}

const Area = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.lg}px`};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.grey[50]};
  color: ${({ theme }) => theme.colors.text.secondary};
  text-align: center;
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primaryLight};
    `}
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

export function UploadArea({ onFile, busy = false }: UploadAreaProps) {
  const { t } = useTranslation('compliance');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const take = (file: File | undefined) => {
    if (!file) return;
    const found = uploadProblem(file);
    setProblem(found);
    if (!found) onFile(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) take(event.dataTransfer.files[0]);
  };

  return (
    <Stack>
      <Area
        $active={dragging}
        data-testid="compliance-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="file" size={32} aria-hidden />
        {busy ? (
          <Spinner size="small" label={t('upload.sending')} />
        ) : (
          <>
            <span>{t('upload.drop')}</span>
            <Button
              type="button"
              variant="secondary"
              startIcon="folder-open"
              onClick={() => inputRef.current?.click()}
            >
              {t('upload.choose')}
            </Button>
          </>
        )}
        <Hint>{t('upload.hint')}</Hint>
        <VisuallyHidden>
          <label htmlFor={inputId}>{t('upload.inputLabel')}</label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={UPLOAD_ACCEPT}
            disabled={busy}
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // the same file again is a new choice
              take(file);
            }}
          />
        </VisuallyHidden>
      </Area>
      {problem && <Alert severity="error">{t(problem)}</Alert>}
    </Stack>
  );
}
