// New alert rule (`/alert-rules/new`, Admins and Editors).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { RuleEditor } from '../containers/RuleEditor';
import { ALERT_RULES_PATH } from '../model/rulePaths';

export default function NewAlertRulePage() {
  const { t } = useTranslation('alertRules');
  const navigate = useNavigate();
  return (
    <Card
      title={t('form.createTitle')}
      subtitle={t('form.subtitle')}
      actions={
        <Button variant="text" startIcon="arrow-left" onClick={() => navigate(ALERT_RULES_PATH)}>
          {t('form.backToList')}
        </Button>
      }
    >
      <RuleEditor rule={null} />
    </Card>
  );
}
