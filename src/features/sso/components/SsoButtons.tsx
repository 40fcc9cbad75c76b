// The login screen's single sign-on part: under a divider, one 'Iniciar sesión con <proveedor>'
// button per configured provider (the one pressed shows it is busy while the app asks where to
// go), and the message of a refused sign-in above them. Presentational: the container starts
// the sign-in.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';

export interface SsoButtonsProvider {
  id: number;
  name: string;
}

export interface SsoButtonsProps {
  providers: readonly SsoButtonsProvider[];
  /** The provider whose sign-in is starting; every button is disabled meanwhile. */
  busyId: number | null;
  /** A refused or failed sign-in, already translated; null shows nothing. */
  errorMessage: string | null;
  onStart: (providerId: number) => void;
  onDismissError?: () => void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin-top: ${({ theme }) => theme.space.lg}px;
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

export function SsoButtons({
  providers,
  busyId,
  errorMessage,
  onStart,
  onDismissError,
}: SsoButtonsProps) {
  const { t } = useTranslation('sso');
  if (providers.length === 0 && !errorMessage) return null;
  return (
    <Root>
      {errorMessage && (
        <Alert severity="error" onClose={onDismissError}>
          {errorMessage}
        </Alert>
      )}
      {providers.length > 0 && <Divider>{t('signIn.or')}</Divider>}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="secondary"
          size="large"
          fullWidth
          loading={busyId === provider.id}
          disabled={busyId !== null && busyId !== provider.id}
          onClick={() => onStart(provider.id)}
        >
          {t('signIn.with', { name: provider.name })}
        </Button>
      ))}
    </Root>
  );
}
