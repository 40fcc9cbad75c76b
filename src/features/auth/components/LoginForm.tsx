// The sign-in form: Usuario (username or e-mail), Contraseña with show/hide,
// Recordarme, '¿Olvidaste tu contraseña?', the submit button (busy while signing in) and, when
// the server offers one, a link to sign in with an external identity provider. The message of
// a failed attempt is shown above the fields. Presentational: the screen does the signing in.
// A plain controlled form rather than react-final-form: this is the first page anyone loads, and
// the form library would add about 9 KB gzip to it (npm run size).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { FormStack } from '@/components/FormLayout.styles';
import { PasswordField } from '@/components/PasswordField';
import { TextField } from '@/components/TextField';

export interface LoginFormValues {
  username: string;
  password: string;
  remember: boolean;
}

export interface ExternalProvider {
  name: string;
  url: string;
}

export interface LoginFormProps {
  onSubmit: (values: LoginFormValues) => void | Promise<void>;
  submitting: boolean;
  /** Text of the last failure, already translated; null shows nothing. */
  errorMessage: string | null;
  onDismissError?: () => void;
  externalProvider: ExternalProvider | null;
  onForgotPassword: () => void;
  initialValues?: Partial<LoginFormValues>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.primaryStrong};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm}px;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
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

const ExternalLink = styled.a`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background.paper};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transition: background ${({ theme }) => theme.transitions.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

const EMPTY_VALUES: LoginFormValues = { username: '', password: '', remember: false };

type RequiredField = 'username' | 'password';

const REQUIRED_MESSAGES: Record<RequiredField, string> = {
  username: 'login.usernameRequired',
  password: 'login.passwordRequired',
};

/** The catalogue key of each required field left empty (or blank). */
function loginFormErrors(
  values: Pick<LoginFormValues, RequiredField>,
): Partial<Record<RequiredField, string>> {
  const errors: Partial<Record<RequiredField, string>> = {};
  for (const field of ['username', 'password'] as const) {
    if (values[field].trim() === '') errors[field] = REQUIRED_MESSAGES[field];
  }
  return errors;
}

export function LoginForm({
  onSubmit,
  submitting,
  errorMessage,
  onDismissError,
  externalProvider,
  onForgotPassword,
  initialValues,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<LoginFormValues>(() => ({
    ...EMPTY_VALUES,
    ...initialValues,
  }));
  // A field's message shows once it has been left (blurred) or a submit was attempted.
  const [touched, setTouched] = useState<Record<RequiredField, boolean>>({
    username: false,
    password: false,
  });
  const errors = loginFormErrors(values);
  const shownError = (field: RequiredField) => {
    const key = errors[field];
    return touched[field] && key ? t(key) : undefined;
  };
  const setValue = <K extends keyof LoginFormValues>(field: K, value: LoginFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  const leave = (field: RequiredField) =>
    setTouched((previous) => (previous[field] ? previous : { ...previous, [field]: true }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (submitting || Object.keys(errors).length > 0) return;
    void onSubmit(values);
  };

  return (
    <Root>
      <FormStack onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
        {errorMessage && (
          <Alert severity="error" onClose={onDismissError}>
            {errorMessage}
          </Alert>
        )}
        <TextField
          name="username"
          value={values.username}
          onChange={(event) => setValue('username', event.target.value)}
          onBlur={() => leave('username')}
          label={t('login.username')}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          required
          fullWidth
          disabled={submitting}
          error={shownError('username')}
        />
        <PasswordField
          name="password"
          value={values.password}
          onChange={(event) => setValue('password', event.target.value)}
          onBlur={() => leave('password')}
          label={t('login.password')}
          autoComplete="current-password"
          maxLength={200}
          required
          fullWidth
          disabled={submitting}
          error={shownError('password')}
        />
        <Row>
          <Checkbox
            name="remember"
            checked={values.remember}
            onChange={(event) => setValue('remember', event.target.checked)}
            disabled={submitting}
            label={t('login.remember')}
          />
          <LinkButton type="button" onClick={onForgotPassword}>
            {t('login.forgot')}
          </LinkButton>
        </Row>
        <Button type="submit" size="large" fullWidth loading={submitting}>
          {t('login.submit')}
        </Button>
      </FormStack>
      {externalProvider && (
        <>
          <Divider>{t('login.or')}</Divider>
          <ExternalLink href={externalProvider.url}>
            {t('login.external', { name: externalProvider.name })}
          </ExternalLink>
        </>
      )}
    </Root>
  );
}
