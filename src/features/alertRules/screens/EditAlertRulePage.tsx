// Edit an alert rule (`/alert-rules/:id`, Admins and Editors): the rule is loaded first; one the
// user cannot see is not found, like one that does not exist; a failed load offers 'Reintentar'.
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGetAlertRuleQuery } from '@/api/alertRules';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { RetryAlert } from '@/components/RetryAlert';
import { Skeleton } from '@/components/Skeleton';
import { loadFailure } from '@/components/hooks/useCrudList';
import { errorMessageKeys, failureStatus } from '@/lib/apiFailure';
import { RuleEditor } from '../containers/RuleEditor';
import { ALERT_RULES_PATH } from '../model/rulePaths';

export default function EditAlertRulePage() {
  const { t } = useTranslation(['alertRules', 'common']);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const rule = useGetAlertRuleQuery({ id }, { skip: !valid });
  const failure = loadFailure(rule, t, errorMessageKeys.unexpected);

  const body = () => {
    if (!valid || failureStatus(rule.error) === 404) {
      return <Alert severity="error">{t('form.notFound')}</Alert>;
    }
    if (failure) return <RetryAlert failure={failure} />;
    if (!rule.data) {
      return (
        <div role="status" aria-label={t('form.loading')}>
          <Skeleton variant="text" lines={6} />
        </div>
      );
    }
    // Keyed by rule: another rule's values are a new form.
    return <RuleEditor key={rule.data.id} rule={rule.data} />;
  };

  return (
    <Card
      title={t('form.editTitle')}
      subtitle={rule.data?.name ?? t('form.subtitle')}
      actions={
        <Button variant="text" startIcon="arrow-left" onClick={() => navigate(ALERT_RULES_PATH)}>
          {t('form.backToList')}
        </Button>
      }
    >
      {body()}
    </Card>
  );
}
