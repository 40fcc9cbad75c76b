// The dialog of one alert (`/alerts?alert=<id>`): loads it with its transitions, acknowledges it
// (the list and the badge refresh through the cache tags) and links to its subject.
import { useTranslation } from 'react-i18next';
import { useAcknowledgeAlertMutation, useGetAlertQuery } from '@/api/alerts';
import { Modal } from '@/components/Modal';
import { RetryAlert } from '@/components/RetryAlert';
import { Spinner } from '@/components/Spinner';
import { loadFailure } from '@/components/hooks/useCrudList';
import { errorMessageKeys, failureMessage } from '@/lib/apiFailure';
import { ALERT_RULE_ROLES, roleAllowed } from '@/lib/roles';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { isAdmin } from '@/store/auth/authSelectors';
import { toastShown } from '@/store/toasts/toastsSlice';
import { AlertDetailView } from '../components/AlertDetailView';
import { subjectLink } from '../model/subjectLink';

export interface AlertDetailDialogProps {
  id: number;
  onClose: () => void;
}

export function AlertDetailDialog({ id, onClose }: AlertDetailDialogProps) {
  const { t } = useTranslation(['alerts', 'common']);
  const dispatch = useAppDispatch();
  const admin = useAppSelector((state) => isAdmin(state.auth.profile));
  // A read-only role (Visor) reads the alert but does not acknowledge it.
  const canAcknowledge = useAppSelector((state) =>
    roleAllowed(state.auth.profile?.user_role?.name, ALERT_RULE_ROLES),
  );
  const query = useGetAlertQuery({ id });
  const [acknowledge, acknowledging] = useAcknowledgeAlertMutation();
  const detail = query.currentData;

  const onAcknowledge = async () => {
    try {
      await acknowledge({ id }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'alerts:acknowledged' }));
    } catch (error) {
      dispatch(toastShown({ severity: 'error', message: failureMessage(error) }));
    }
  };

  const failure = loadFailure(query, t, errorMessageKeys.unexpected);
  return (
    <Modal
      open
      title={detail ? detail.alert.rule.name : t('detail.title')}
      maxWidth="md"
      footer={null}
      onCancel={onClose}
    >
      {failure ? (
        <RetryAlert failure={failure} />
      ) : detail ? (
        <AlertDetailView
          alert={detail.alert}
          transitions={detail.transitions}
          link={subjectLink(detail.alert, admin)}
          acknowledging={acknowledging.isLoading}
          onAcknowledge={canAcknowledge ? () => void onAcknowledge() : undefined}
        />
      ) : (
        <Spinner centered />
      )}
    </Modal>
  );
}
