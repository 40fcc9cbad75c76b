// The sign-in form (part 2 "Login"): Usuario (username or e-mail), Contraseña with show/hide,
// Recordarme, '¿Olvidaste tu contraseña?', the submit button (busy while signing in) and, when
// the server offers one, a link to sign in with an external identity provider. The message of
// a failed attempt is shown above the fields. Presentational: the screen does the signing in.
import { useTranslation } from 'react-i18next';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
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

const FormRoot = styled.form`
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
  color: ${({ theme }) => theme.colors.primary};
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
  color: ${({ theme }) => theme.colors.primary};
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
  const required = (key: string) => (value: string | undefined) =>
    value && value.trim() !== '' ? undefined : t(key);

  return (
    <Root>
      <Form<LoginFormValues>
        onSubmit={onSubmit}
        initialValues={{ ...EMPTY_VALUES, ...initialValues }}
        render={({ handleSubmit }) => (
          <FormRoot onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
            {errorMessage && (
              <Alert severity="error" onClose={onDismissError}>
                {errorMessage}
              </Alert>
            )}
            <Field<string> name="username" validate={required('login.usernameRequired')}>
              {({ input, meta }) => (
                <TextField
                  {...input}
                  label={t('login.username')}
                  placeholder={t('login.usernamePlaceholder')}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={254}
                  required
                  fullWidth
                  disabled={submitting}
                  error={meta.touched && meta.error ? meta.error : undefined}
                />
              )}
            </Field>
            <Field<string> name="password" validate={required('login.passwordRequired')}>
              {({ input, meta }) => (
                <PasswordField
                  {...input}
                  label={t('login.password')}
                  autoComplete="current-password"
                  maxLength={200}
                  required
                  fullWidth
                  disabled={submitting}
                  error={meta.touched && meta.error ? meta.error : undefined}
                />
              )}
            </Field>
            <Row>
              <Field<boolean> name="remember" type="checkbox">
                {({ input }) => (
                  <Checkbox
                    name={input.name}
                    checked={Boolean(input.checked)}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    onFocus={input.onFocus}
                    disabled={submitting}
                    label={t('login.remember')}
                  />
                )}
              </Field>
              <LinkButton type="button" onClick={onForgotPassword}>
                {t('login.forgot')}
              </LinkButton>
            </Row>
            <Button type="submit" size="large" fullWidth loading={submitting}>
              {t('login.submit')}
            </Button>
          </FormRoot>
        )}
      />
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
