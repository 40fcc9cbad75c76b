// A panel's live cameras (`/panel-detail/:id`, users with the vms flag or without a
// permission object): the grid in the panel's order and columns, search by camera or station,
// full screen, 'Compartir video' on a tile and 'Compartir sitio' for the panel (`?share=panel`
// opens it at once), and the panel's active links with their time left and 'Revocar'.
import { useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetPanelQuery } from '@/api/panels';
import { useGetVideoStatusQuery } from '@/api/video';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { SearchInput } from '@/components/SearchInput';
import { Spinner } from '@/components/Spinner';
import { useHasTopBar, useTopBarControls } from '@/components/hooks/topBarControls';
import { hasPermission } from '@/store/auth/authSelectors';
import { useAppSelector } from '@/store/hooks';
import { LiveGrid } from '../containers/LiveGrid';
import { ShareDialog, type ShareSubject } from '../containers/ShareDialog';
import { ShareLinksPanel } from '../containers/ShareLinksPanel';
import { SHARE_PANEL, SHARE_PARAM } from '../model/panelPaths';
import { panelProblemOf } from '../model/panelProblem';
import { fromPanelCamera } from '../model/tileCameras';

/** A refused stream asks the API why at most this often (every tile may be refused at once). */
const WHY_REFUSED_EVERY_MS = 5_000;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.xl}px;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
`;

export default function PanelDetailPage() {
  const { t } = useTranslation(['video', 'errors']);
  const params = useParams();
  const panelId = Number(params.id);
  const validId = Number.isInteger(panelId) && panelId > 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [sharing, setSharing] = useState<ShareSubject | null>(null);
  const panel = useGetPanelQuery({ id: panelId }, { skip: !validId });
  const status = useGetVideoStatusQuery();
  const lastWhy = useRef(0);
  const inTopBar = useHasTopBar();
  // Sharing needs the vms flag: a user without permissions watches the panel only.
  const canShare = useAppSelector((state) => hasPermission(state.auth.profile, 'vms'));

  const sharePanelRequested = canShare && searchParams.get(SHARE_PARAM) === SHARE_PANEL;
  const subject: ShareSubject | null =
    sharing ??
    (sharePanelRequested && panel.data ? { kind: 'panel', name: panel.data.title } : null);

  const closeShare = () => {
    setSharing(null);
    if (sharePanelRequested) {
      const next = new URLSearchParams(searchParams);
      next.delete(SHARE_PARAM);
      setSearchParams(next, { replace: true });
    }
  };
  const sharePanel = () => panel.data && setSharing({ kind: 'panel', name: panel.data.title });

  useTopBarControls(
    inTopBar && panel.data
      ? {
          search: {
            value: search,
            onChange: setSearch,
            label: t('detail.searchLabel'),
            placeholder: t('detail.searchPlaceholder'),
          },
          action: canShare ? { label: t('detail.shareSite'), onClick: sharePanel } : undefined,
        }
      : null,
  );

  const askWhyRefused = () => {
    if (Date.now() - lastWhy.current < WHY_REFUSED_EVERY_MS) return;
    lastWhy.current = Date.now();
    void status.refetch();
    void panel.refetch();
  };

  const problem = !validId ? 'notFound' : panel.isError ? panelProblemOf(panel.error) : null;
  const problemAlert = problem && (
    <Alert
      severity="error"
      actionLabel={problem === 'server' ? t('detail.retry') : undefined}
      onAction={problem === 'server' ? () => void panel.refetch() : undefined}
    >
      {t(`detail.problems.${problem}`)}
    </Alert>
  );
  // A failed refetch (after a refused stream) keeps the grid under the message.
  if (problemAlert && !panel.data) return <Page>{problemAlert}</Page>;
  if (!panel.data) {
    return (
      <Page>
        <Spinner />
      </Page>
    );
  }

  const data = panel.data;
  const videoAvailable = status.data?.available ?? true;
  return (
    <Page>
      {problemAlert}
      <Header>
        <div>
          <h2>{data.title}</h2>
          <p>
            {data.customer.name} · {t('detail.cameraCount', { count: data.cameras.length })}
          </p>
        </div>
        {!inTopBar && (
          <Toolbar>
            <SearchInput
              value={search}
              onChange={setSearch}
              aria-label={t('detail.searchLabel')}
              placeholder={t('detail.searchPlaceholder')}
            />
            {canShare && <Button onClick={sharePanel}>{t('detail.shareSite')}</Button>}
          </Toolbar>
        )}
      </Header>
      <LiveGrid
        cameras={data.cameras.map(fromPanelCamera)}
        columns={data.columns}
        search={search}
        videoAvailable={videoAvailable}
        unavailableMessage={status.data?.message}
        onShareCamera={
          canShare
            ? (camera) => setSharing({ kind: 'camera', cameraId: camera.id, name: camera.name })
            : undefined
        }
        onRefused={askWhyRefused}
      />
      <ShareLinksPanel panelId={panelId} />
      <ShareDialog panelId={panelId} subject={subject} onClose={closeShare} />
    </Page>
  );
}
