// The panel's active links with their time left on the server's clock, and 'Revocar' behind a
// confirmation; the list refreshes after a revoke (and when a link is made, by its cache tag).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useListPanelShareLinksQuery, useRevokeShareLinkMutation } from '@/api/panels';
import { hasPermission } from '@/store/auth/authSelectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { RevokeLinkDialog } from '../components/RevokeLinkDialog';
import { ShareLinksList, type ShareLinkRow } from '../components/ShareLinksList';
import { secondsLeft } from '../model/timeLeft';
import { useServerClock } from './useServerClock';
import { failureMessage } from '@/lib/apiFailure';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
`;

export function ShareLinksPanel({ panelId }: { panelId: number }) {
  const { t } = useTranslation(['video', 'errors']);
  const dispatch = useAppDispatch();
  const list = useListPanelShareLinksQuery({ id: panelId }, { refetchOnMountOrArgChange: true });
  const [revoke, revoking] = useRevokeShareLinkMutation();
  // Revoking needs the vms flag, as sharing does (a viewer without permissions only watches).
  const canShare = useAppSelector((state) => hasPermission(state.auth.profile, 'vms'));
  const [confirming, setConfirming] = useState<ShareLinkRow | null>(null);
  const clock = useServerClock(list.data?.server_time, list.fulfilledTimeStamp);

  const rows: ShareLinkRow[] = (list.data?.items ?? []).map((link) => ({
    id: link.id,
    kind: link.kind,
    camera: link.camera?.name ?? null,
    createdBy: link.created_by?.name ?? null,
    secondsLeft: secondsLeft(link.expires_at, clock.now, clock.offset),
  }));

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      await revoke({ id: confirming.id }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'video:links.revoked' }));
    } catch (error) {
      dispatch(
        toastShown({
          severity: 'error',
          message: failureMessage(error),
        }),
      );
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Section aria-labelledby="share-links-title">
      <h2 id="share-links-title">{t('links.title')}</h2>
      <ShareLinksList
        rows={rows}
        loading={list.isLoading}
        error={list.isError ? t(failureMessage(list.error)) : null}
        onRevoke={canShare ? setConfirming : undefined}
      />
      <RevokeLinkDialog
        open={confirming !== null}
        name={confirming ? (confirming.camera ?? t('links.wholePanel')) : ''}
        pending={revoking.isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(null)}
      />
    </Section>
  );
}
