// Settings › Provider token: 'Generar' (PUT /api/generate_surtidor_token) shows the new token
// once with 'Copiar'. Roles that may not generate get the no-permission message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGenerateProviderTokenMutation, useGetProviderTokenQuery } from '@/api/settings';
import { useAppDispatch } from '@/store/hooks';
import { roleAllowed, type RoleName } from '@/lib/roles';
import { toastShown } from '@/store/toasts/toastsSlice';
import { ProviderTokenPanel } from '../components/ProviderTokenPanel';
import { failureMessage } from '@/lib/apiFailure';
import { useClipboardCopy } from '@/components/hooks/useClipboardCopy';

export function TokenTab({ customerId, role }: { customerId?: number; role: RoleName | null }) {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const arg = customerId ? { customerId } : {};
  const state = useGetProviderTokenQuery(arg);
  const [generate, generation] = useGenerateProviderTokenMutation();
  const [token, setToken] = useState<string | null>(null);
  const clipboard = useClipboardCopy({
    notify: (toast) => dispatch(toastShown(toast)),
    copied: 'settings:token.copied',
  });
  const say = (severity: 'success' | 'error', message: string) =>
    dispatch(toastShown({ severity, message }));

  return (
    <ProviderTokenPanel
      state={
        state.data
          ? { exists: state.data.exists, last4: state.data.last4, createdAt: state.data.created_at }
          : null
      }
      loading={state.isLoading}
      error={state.isError ? t('token.loadFailed') : null}
      newToken={token}
      generating={generation.isLoading}
      onGenerate={async () => {
        if (!roleAllowed(role, ['Admin', 'Editor']))
          return say('error', 'settings:token.noPermission');
        try {
          const result = await generate(arg).unwrap();
          setToken(result.token);
          say('success', 'settings:token.generated');
        } catch (error) {
          say('error', failureMessage(error));
        }
      }}
      onCopy={() => {
        if (!token) return;
        void clipboard.copy(token);
      }}
    />
  );
}
