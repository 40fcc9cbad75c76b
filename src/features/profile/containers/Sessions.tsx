// The profile's 'Sesiones' card: the user's open sessions, ending one or all the others (asked
// first), with a toast and a fresh list (the API layer's Session tag).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndOtherSessionsMutation, useEndSessionMutation, useListSessionsQuery } from '@/api';
import { Card } from '@/components/Card';
import { Modal } from '@/components/Modal';
import { RetryAlert } from '@/components/RetryAlert';
import { Spinner } from '@/components/Spinner';
import { loadFailure } from '@/components/hooks/useCrudList';
import { errorMessageKeys, failureMessage } from '@/lib/apiFailure';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { SessionsList } from '../components/SessionsList';

export function Sessions() {
  const { t } = useTranslation(['profile', 'common']);
  const dispatch = useAppDispatch();
  const query = useListSessionsQuery();
  const [endOne] = useEndSessionMutation();
  const [endOthers] = useEndOtherSessionsMutation();
  const [ending, setEnding] = useState<number | 'others' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const failure = loadFailure(query, t, errorMessageKeys.unexpected);

  const run = async (what: number | 'others') => {
    setEnding(what);
    try {
      if (what === 'others') {
        const { ended } = await endOthers().unwrap();
        dispatch(
          toastShown({
            severity: 'success',
            message: t('sessions.endedOthers', { count: ended }),
          }),
        );
      } else {
        await endOne({ id: what }).unwrap();
        dispatch(toastShown({ severity: 'success', message: 'profile:sessions.ended' }));
      }
    } catch (failed) {
      dispatch(toastShown({ severity: 'error', message: failureMessage(failed) }));
    } finally {
      setEnding(null);
    }
  };

  return (
    <Card title={t('sessions.title')} subtitle={t('sessions.description')}>
      {query.data ? (
        <SessionsList
          sessions={query.data}
          ending={ending}
          onEnd={(id) => void run(id)}
          onEndOthers={() => setConfirming(true)}
        />
      ) : failure ? (
        <RetryAlert failure={failure} />
      ) : (
        <Spinner centered />
      )}
      <Modal
        open={confirming}
        title={t('sessions.endOthers')}
        description={t('sessions.endOthersConfirm')}
        acceptLabel={t('sessions.endOthers')}
        acceptVariant="danger"
        onCancel={() => setConfirming(false)}
        onAccept={() => {
          setConfirming(false);
          void run('others');
        }}
      />
    </Card>
  );
}
