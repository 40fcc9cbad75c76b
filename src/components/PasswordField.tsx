// TextField for passwords with a show/hide toggle. The toggle keeps focus in the form and reports
// its state with aria-pressed; its label flips between "Mostrar" and "Ocultar contraseña".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './IconButton';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

export function PasswordField({ disabled, autoComplete, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete ?? 'current-password'}
      endAdornment={
        <IconButton
          icon={visible ? 'eye-off' : 'eye'}
          size="small"
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
