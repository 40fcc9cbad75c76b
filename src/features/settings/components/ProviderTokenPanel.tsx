// The provider token tab: whether a token exists (its last characters and date), 'Generar', and
// the new token shown once with 'Copiar'.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';

export interface ProviderTokenPanelProps {
  state: { exists: boolean; last4: string | null; createdAt: string | null } | null;
  loading?: boolean;
  error?: string | null;
  /** The token just generated (shown once). */
  newToken?: string | null;
  generating?: boolean;
  onGenerate: () => void;
  onCopy: () => void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  max-width: 720px;
`;

const TokenBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  code {
    flex: 1;
    padding: ${({ theme }) => theme.space.md}px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.grey[100]};
    font-family: ${({ theme }) => theme.fonts.mono};
    word-break: break-all;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

export function ProviderTokenPanel({
  state,
  loading = false,
  error = null,
  newToken = null,
  generating = false,
  onGenerate,
  onCopy,
}: ProviderTokenPanelProps) {
  const { t } = useTranslation('settings');
  return (
    <Root>
      <Muted>{t('token.description')}</Muted>
      {loading && <Spinner />}
      {error && <Alert severity="error">{error}</Alert>}
      {state && (
        <p>
          {state.exists && state.last4 && state.createdAt
            ? t('token.current', {
                last4: state.last4,
                date: dateFormat.format(new Date(state.createdAt)),
              })
            : t('token.none')}
        </p>
      )}
      {newToken && (
        <Alert severity="success" title={t('token.newToken')}>
          <TokenBox>
            <code aria-label={t('token.newToken')}>{newToken}</code>
            <Button size="small" variant="secondary" onClick={onCopy}>
              {t('token.copy')}
            </Button>
          </TokenBox>
        </Alert>
      )}
      <div>
        <Button startIcon="retry" loading={generating} disabled={generating} onClick={onGenerate}>
          {state?.exists ? t('token.regenerate') : t('token.generate')}
        </Button>
      </div>
    </Root>
  );
}
