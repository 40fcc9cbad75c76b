// The Autenticación section: no authentication, a static bearer token, or a token request
// (URL, method, JSON body with credentials, and where the token is in the answer).
import { useTranslation } from 'react-i18next';
import { SelectField, TextInputField } from '@/components/FormFields';
import { AUTH_MODES, HTTP_METHODS, type AuthMode } from '../../model/systemForm';
import { FormSection, Wide } from './FormSection';
import { SavedSecretNote } from './SavedSecretNote';
import { TextAreaField } from './TextAreaField';

export function AuthFields({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('volumetric');
  return (
    <FormSection title={t('systemForm.sections.auth')}>
      <Wide>
        <SelectField
          name="auth_mode"
          label={t('systemForm.auth.mode')}
          required
          options={AUTH_MODES.map((value) => ({ value, label: t(`systemForm.auth.${value}`) }))}
        />
      </Wide>
      {mode === 'static' && (
        <Wide>
          <TextInputField
            name="static_token"
            type="password"
            label={t('systemForm.auth.staticToken')}
            autoComplete="new-password"
            maxLength={4000}
            fullWidth
          />
          <SavedSecretNote name="static_token" />
        </Wide>
      )}
      {mode === 'request' && (
        <>
          <TextInputField
            name="token_url"
            type="url"
            label={t('systemForm.auth.tokenUrl')}
            placeholder="https://"
            required
            maxLength={2000}
            fullWidth
          />
          <SelectField
            name="token_method"
            label={t('systemForm.auth.tokenMethod')}
            required
            options={HTTP_METHODS.map((value) => ({ value, label: value }))}
          />
          <Wide>
            <TextAreaField
              name="token_body"
              label={t('systemForm.auth.tokenBody')}
              helperText={t('systemForm.auth.tokenBodyNote')}
              placeholder='{ "user": "…", "password": "…" }'
              maxLength={20000}
              masked
            />
            <SavedSecretNote name="token_body" />
          </Wide>
          <TextInputField
            name="token_path"
            label={t('systemForm.auth.tokenPath')}
            helperText={t('systemForm.auth.tokenPathHelp')}
            required
            maxLength={200}
            fullWidth
          />
        </>
      )}
    </FormSection>
  );
}
