// VMS (`/vms`): the panels this user may watch, as cards, with search, open and share; those who
// manage panels also add, edit and delete here. Says so when the server cannot stream video.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetVideoStatusQuery } from '@/api/video';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { CrudListLayout } from '@/components/CrudListLayout';
import { ListLimitNote } from '../components/ListLimitNote';
import { PanelCards } from '../components/PanelCards';
import { PanelsEmpty } from '../components/PanelsEmpty';
import { usePanelList } from '../containers/usePanelList';
import { panelDetailPath } from '../model/panelPaths';

const Notice = styled.div`
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px 0`};
`;

const Manage = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.xl}px 0`};
`;

export default function VmsPage() {
  const { t } = useTranslation('panels');
  const list = usePanelList();
  const video = useGetVideoStatusQuery();
  const unavailable = video.data && !video.data.available ? video.data : null;

  return (
    <CrudListLayout
      title={t('vms.title')}
      subtitle={t('vms.subtitle')}
      search={list.search}
      add={list.add}
      confirmations={[list.deleteConfirmation]}
    >
      {unavailable && (
        <Notice>
          <Alert severity="warning" title={t('video.unavailable')}>
            {unavailable.message ?? t('video.unavailableHint')}
          </Alert>
        </Notice>
      )}
      {list.canManage && list.panels.length > 0 && (
        <Manage>
          <Button variant="text" size="small" startIcon="settings" onClick={list.manage}>
            {t('vms.manage')}
          </Button>
        </Manage>
      )}
      <PanelCards
        panels={list.panels}
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
        hrefOf={panelDetailPath}
        onOpen={list.open}
        onShare={list.share}
        onEdit={list.edit}
        onDelete={list.askDelete}
      />
      <ListLimitNote shown={list.panels.length} total={list.total} />
    </CrudListLayout>
  );
}
