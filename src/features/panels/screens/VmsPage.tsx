// VMS (`/vms`): the panels this user may watch, as cards, with search, open and share; those who
// manage panels also add, edit and delete here. Says so when the server cannot stream video.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetVideoStatusQuery } from '@/api/video';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { PanelCards } from '../components/PanelCards';
import { PanelListLayout } from '../containers/PanelListLayout';
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
  const video = useGetVideoStatusQuery();
  const unavailable = video.data && !video.data.available ? video.data : null;

  return (
    <PanelListLayout title={t('vms.title')} subtitle={t('vms.subtitle')}>
      {(list, view) => (
        <>
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
          <PanelCards panels={list.panels} hrefOf={panelDetailPath} {...view} />
        </>
      )}
    </PanelListLayout>
  );
}
