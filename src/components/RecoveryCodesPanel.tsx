// The ten recovery codes, shown once after an enrolment: each signs in once without the phone.
// Copy and download (a .txt) so they can be kept somewhere safe; the button goes on. A copy the
// browser refuses says so in place (the panel sits in a dialog, above the toasts).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { saveBlob } from '@/lib/saveBlob';
import { Alert } from './Alert';
import { Button } from './Button';
import { useClipboardCopy } from './hooks/useClipboardCopy';

export interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
  doneLabel: ReactNode;
}

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background.default};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export function RecoveryCodesPanel({ codes, onDone, doneLabel }: RecoveryCodesPanelProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [copyFailure, setCopyFailure] = useState<string | null>(null);
  const { copied, copy } = useClipboardCopy({
    notify: ({ severity, message }) => setCopyFailure(severity === 'warning' ? message : null),
  });
  const text = codes.join('\n');
  const download = () =>
    saveBlob(
      new Blob([`${text}\n`], { type: 'text/plain' }),
      'surtidor-codigos-de-recuperacion.txt',
    );
  return (
    <Root>
      <Alert severity="warning" title={t('twoStep.recovery.title')}>
        {t('twoStep.recovery.body')}
      </Alert>
      <Codes aria-label={t('twoStep.recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      {copyFailure && <Alert severity="warning">{t(copyFailure)}</Alert>}
      <Actions>
        <Button
          variant="secondary"
          onClick={() => {
            setCopyFailure(null);
            void copy(text);
          }}
        >
          {copied ? t('twoStep.recovery.copied') : t('twoStep.recovery.copy')}
        </Button>
        <Button variant="secondary" startIcon="download" onClick={download}>
          {t('twoStep.recovery.download')}
        </Button>
      </Actions>
      <Button size="large" fullWidth onClick={onDone}>
        {doneLabel}
      </Button>
    </Root>
  );
}
