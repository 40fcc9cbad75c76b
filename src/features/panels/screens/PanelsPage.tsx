// Panels (`/panel`, vms flag): the management list with name, client and number of cameras,
// search, open, share, add, edit and delete.
import { useTranslation } from 'react-i18next';
import { CrudListLayout } from '@/components/CrudListLayout';
import { ListLimitNote } from '../components/ListLimitNote';
import { PanelsEmpty } from '../components/PanelsEmpty';
import { PanelsTable } from '../components/PanelsTable';
import { usePanelList } from '../containers/usePanelList';

export default function PanelsPage() {
  const { t } = useTranslation('panels');
  const list = usePanelList();
  return (
    <CrudListLayout
      title={t('title')}
      subtitle={t('subtitle')}
      search={list.search}
      add={list.add}
      confirmations={[list.deleteConfirmation]}
    >
      <PanelsTable
        rows={list.panels}
        canManage={list.canManage}
        loading={list.loading}
        error={list.error}
        empty={
          <PanelsEmpty
            canManage={list.canManage}
            searching={list.searching}
            onCreate={list.create}
          />
        }
        onOpen={list.open}
        onShare={list.share}
        onEdit={list.edit}
        onDelete={list.askDelete}
      />
      <ListLimitNote shown={list.panels.length} total={list.total} />
    </CrudListLayout>
  );
}
