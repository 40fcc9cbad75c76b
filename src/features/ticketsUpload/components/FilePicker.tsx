// Step 1: choose the ticket file by clicking or by dropping it on the area. Only an .xlsx of at
// most 20 MB that starts with the ZIP signature gets through; anything else is refused here
// with why.
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { Spinner } from '@/components/Spinner';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { checkTicketFile, TICKET_FILE_ACCEPT, type FileProblem } from '../model/fileChecks';

export interface FilePickerProps {
  /** A file that passed the checks. */
  onFile: (file: File) => void;
  /** The chosen file is being read. */
  busy?: boolean;
  /** A problem found after the checks (e.g. the file could not be read). */
  error?: string | null;
}

const Area = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.xxl}px ${({ theme }) => theme.space.lg}px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.grey[50]};
  color: ${({ theme }) => theme.colors.text.secondary};
  text-align: center;
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.grey[100]};
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

export function FilePicker({ onFile, busy = false, error = null }: FilePickerProps) {
  const { t } = useTranslation('ticketsUpload');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<FileProblem | null>(null);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const found = await checkTicketFile(file);
    setProblem(found);
    if (!found) onFile(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void take(event.dataTransfer.files[0]);
  };

  const message = problem ? t(problem) : error;
  return (
    <Stack>
      <Area
        $active={dragging}
        data-testid="ticket-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="file" size={32} aria-hidden />
        {busy ? (
          <Spinner size="small" label={t('file.reading')} />
        ) : (
          <>
            <span>{t('file.drop')}</span>
            <Button
              type="button"
              variant="secondary"
              startIcon="folder-open"
              onClick={() => inputRef.current?.click()}
            >
              {t('file.choose')}
            </Button>
          </>
        )}
        <Hint>{t('file.hint')}</Hint>
        <VisuallyHidden>
          <label htmlFor={inputId}>{t('file.inputLabel')}</label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={TICKET_FILE_ACCEPT}
            disabled={busy}
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // the same file again is a new choice
              void take(file);
            }}
          />
        </VisuallyHidden>
      </Area>
      {message && <Alert severity="error">{message}</Alert>}
    </Stack>
  );
}
