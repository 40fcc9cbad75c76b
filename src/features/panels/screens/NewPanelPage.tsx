// New panel (`/new-panel`, vms flag).
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/Card';
import { PanelEditor } from '../containers/PanelEditor';

export default function NewPanelPage() {
  const { t } = useTranslation('panels');
  return (
    <Card title={t('form.createTitle')} subtitle={t('form.subtitle')}>
      <PanelEditor panel={null} />
    </Card>
  );
}
