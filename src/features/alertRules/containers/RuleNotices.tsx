// 'Mis avisos' of a rule from the rules list: loads the signed-in user's channels for it, saves
// the new choice (toast 'Avisos guardados') or goes back to the rule's default (toast 'Avisos
// predeterminados restablecidos') and closes. Any user who sees the rule may choose,
// owner or not, manager or reader.
import { useTranslation } from 'react-i18next';
import {
  useDeleteAlertSubscriptionMutation,
  useGetAlertSubscriptionQuery,
  useUpdateAlertSubscriptionMutation,
} from '@/api/alertNotices';
import { loadFailure } from '@/components/hooks/useCrudList';
import { PROFILE_SECTION_PARAM } from '@/lib/appLinks';
import { errorMessageKeys, failureMessage } from '@/lib/apiFailure';
import { submitFailure, type FormErrors } from '@/lib/forms';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { RuleNoticesDialog, type NoticeChannel } from '../components/RuleNoticesDialog';

/** The profile's quiet hours and digest, scrolled to. */
export const NOTICE_SETTINGS_PATH = `/profile?${PROFILE_SECTION_PARAM}=notices`;

export interface RuleNoticesProps {
  /** The rule whose notices are being chosen; null when the dialog is closed. */
  rule: { id: number; name: string; enabled: boolean } | null;
  onClose: () => void;
}

export function RuleNotices({ rule, onClose }: RuleNoticesProps) {
  const { t } = useTranslation(['alertRules', 'common']);
  const dispatch = useAppDispatch();
  const email = useAppSelector((state) => state.auth.profile?.email ?? null);
  const query = useGetAlertSubscriptionQuery({ id: rule?.id ?? 0 }, { skip: rule === null });
  const [update] = useUpdateAlertSubscriptionMutation();
  const [forget] = useDeleteAlertSubscriptionMutation();

  const save = async (channels: NoticeChannel[]): Promise<FormErrors | undefined> => {
    if (!rule) return undefined;
    try {
      await update({ id: rule.id, alertSubscriptionInput: { channels } }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'alertRules:notices.saved' }));
      onClose();
      return undefined;
    } catch (error) {
      const message = failureMessage(error);
      return submitFailure(t(message, { defaultValue: message }));
    }
  };

  const reset = async (): Promise<string | undefined> => {
    if (!rule) return undefined;
    try {
      await forget({ id: rule.id }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'alertRules:notices.resetDone' }));
      onClose();
      return undefined;
    } catch (error) {
      const message = failureMessage(error);
      return t(message, { defaultValue: message });
    }
  };

  return (
    <RuleNoticesDialog
      open={rule !== null}
      name={rule?.name ?? ''}
      paused={rule ? !rule.enabled : false}
      // The current rule's answer only: never the last rule's while this one loads.
      notices={query.currentData ?? null}
      failure={rule ? loadFailure(query, t, errorMessageKeys.unexpected) : null}
      email={email}
      settingsPath={NOTICE_SETTINGS_PATH}
      onSubmit={save}
      onReset={reset}
      onCancel={onClose}
    />
  );
}
