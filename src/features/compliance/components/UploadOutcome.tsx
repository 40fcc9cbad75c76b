// What an upload did. Received: each file with what happened to it (new, the same file again,
// a correction and the figures it changed). Refused (all or nothing, so nothing was stored):
// the message and each refused file with its reason and, for a schema error, each JSON path.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComplianceReceivedFile, ComplianceRefusedFile } from '../model/types';
import { Alert } from '@/components/Alert';
import { StatusDot, type StatusTone } from '@/components/StatusDot';
import { ChangeList } from './ChangeList';

export interface UploadOutcomeProps {
  /** The files of an accepted upload. */
  received?: ComplianceReceivedFile[] | null;
  /** A refused upload: its message and the files it names. */
  refused?: { message: string; files: ComplianceRefusedFile[] } | null;
  onDismiss?: () => void;
}

const STATUS_TONES: Record<ComplianceReceivedFile['status'], StatusTone> = {
  stored: 'success',
  unchanged: 'neutral',
  replaced: 'warning',
};

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.background.paper};
`;

const FileName = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
`;

const Reason = styled.p`
  margin: ${({ theme }) => theme.space.xxs}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Paths = styled.ul`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;

const Heading = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function UploadOutcome({ received = null, refused = null, onDismiss }: UploadOutcomeProps) {
  const { t } = useTranslation('compliance');
  if (refused) {
    return (
      <Alert severity="error" title={t('upload.refusedTitle')} onClose={onDismiss}>
        <Reason>{t(refused.message, { defaultValue: refused.message })}</Reason>
        {refused.files.length > 0 && (
          <List aria-label={t('upload.refusedList')}>
            {refused.files.map((file, i) => (
              <Item key={`${file.name}-${i}`}>
                <FileName>{file.name}</FileName>
                <Reason>{file.message}</Reason>
                {file.errors.length > 0 && (
                  <Paths>
                    {file.errors.map((error, j) => (
                      <li key={j}>
                        <code>{error.field}</code>: {error.message}
                      </li>
                    ))}
                  </Paths>
                )}
              </Item>
            ))}
          </List>
        )}
      </Alert>
    );
  }
  if (!received) return null;
  const counts = {
    stored: received.filter((f) => f.status === 'stored').length,
    replaced: received.filter((f) => f.status === 'replaced').length,
    unchanged: received.filter((f) => f.status === 'unchanged').length,
  };
  return (
    <Alert
      severity="success"
      title={t('upload.receivedTitle', { count: received.length })}
      onClose={onDismiss}
    >
      <Heading>{t('upload.receivedCounts', counts)}</Heading>
      <List aria-label={t('upload.receivedList')}>
        {received.map((item) => (
          <Item key={`${item.name}-${item.file.id}`}>
            <FileName>{item.name}</FileName>
            <StatusDot tone={STATUS_TONES[item.status]}>
              {t(`upload.status.${item.status}`)}
            </StatusDot>
            {item.status === 'replaced' && <ChangeList changes={item.file.changes} />}
          </Item>
        ))}
      </List>
    </Alert>
  );
}
