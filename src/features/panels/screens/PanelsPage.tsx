// Panels (`/panel`, vms flag): the management list with name, client and number of cameras,
// search, open, share, add, edit and delete.
import { useTranslation } from 'react-i18next';
import { PanelsTable } from '../components/PanelsTable';
import { PanelListLayout } from '../containers/PanelListLayout';

export default function PanelsPage() {
  const { t } = useTranslation('panels');
  return (
    <PanelListLayout title={t('title')} subtitle={t('subtitle')}>
      {(list, view) => <PanelsTable rows={list.panels} {...view} />}
    </PanelListLayout>
  );
}
