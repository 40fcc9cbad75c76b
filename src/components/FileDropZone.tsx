// An area to drop a file on, or to choose one with its button; while `busy` it shows a spinner
// and ignores what is dropped. Presentational: the caller judges the file it gets and passes the
// problem it found (with its words) as `error`, shown under the area.
import { useId, useRef, useState, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';
import { Icon } from './Icon';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

export interface FileDropZoneTexts {
  /** Beside the button: drop the file here. */
  drop: string;
  /** The button that opens the browser's dialog. */
  choose: string;
  /** Which files and how large, under the button. */
  hint: string;
  /** The hidden input's label. */
  inputLabel: string;
  /** The spinner's label while busy. */
  busy: string;
}

export interface FileDropZoneProps {
  /** The first file dropped or chosen. */
  onFile: (file: File) => void;
  texts: FileDropZoneTexts;
  /** The browser dialog's filter (the input's `accept`). */
  accept: string;
  busy?: boolean;
  error?: string | null;
  'data-testid'?: string;
}

const Area = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.lg}px`};
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

export function FileDropZone({
  onFile,
  texts,
  accept,
  busy = false,
  error = null,
  'data-testid': testId,
}: FileDropZoneProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!busy && file) onFile(file);
  };

  return (
    <Stack>
      <Area
        $active={dragging}
        data-testid={testId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="file" size={32} aria-hidden />
        {busy ? (
          <Spinner size="small" label={texts.busy} />
        ) : (
          <>
            <span>{texts.drop}</span>
            <Button
              type="button"
              variant="secondary"
              startIcon="folder-open"
              onClick={() => inputRef.current?.click()}
            >
              {texts.choose}
            </Button>
          </>
        )}
        <Hint>{texts.hint}</Hint>
        <VisuallyHidden>
          <label htmlFor={inputId}>{texts.inputLabel}</label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={accept}
            disabled={busy}
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // the same file again is a new choice
              if (file) onFile(file);
            }}
          />
        </VisuallyHidden>
      </Area>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
