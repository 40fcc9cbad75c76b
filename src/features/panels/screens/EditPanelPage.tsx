// Edit panel (`/edit-panel/:id`, vms flag): the panel is loaded first; a missing one or a failed
// load says so (with 'Reintentar' when trying again may help).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetPanelQuery } from '@/api/panels';
import { Alert } from '@/components/Alert';
import { Card } from '@/components/Card';
import { Skeleton } from '@/components/Skeleton';
import { loadFailure } from '@/components/hooks/useCrudList';
import { PanelEditor } from '../containers/PanelEditor';
import { errorMessageKeys, failureStatus } from '@/lib/apiFailure';
import { RetryAlert } from '@/components/RetryAlert';

export default function EditPanelPage() {
  const { t } = useTranslation(['panels', 'common']);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const panel = useGetPanelQuery({ id }, { skip: !valid });
  const failure = loadFailure(panel, t, errorMessageKeys.unexpected);

  const body = () => {
    if (!valid || failureStatus(panel.error) === 404) {
      return <Alert severity="error">{t('form.notFound')}</Alert>;
    }
    if (failure) {
      return <RetryAlert failure={failure} />;
    }
    if (!panel.data) {
      return (
        <div role="status" aria-label={t('form.loading')}>
          <Skeleton variant="text" lines={6} />
        </div>
      );
    }
    // Keyed by panel: another panel's values are a new form.
    return <PanelEditor key={panel.data.id} panel={panel.data} />;
  };

  return (
    <Card title={t('form.editTitle')} subtitle={panel.data?.name}>
      {body()}
    </Card>
  );
}
