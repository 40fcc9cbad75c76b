// What a share link opens, without a session: the panel's grid or the one camera, the title and
// the time left on the server's clock. A link that cannot be watched (invalid, for another
// camera, expired, revoked) gets a page saying which, never a blank player; so does a stream
// the server ends (4410) and a countdown that reaches zero, and every player stops then.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSharedLinkQuery } from '@/api/panels';
import { Spinner } from '@/components/Spinner';
import { LinkProblem } from '../components/LinkProblem';
import { PublicFrame } from '../components/PublicFrame';
import { TimeLeft } from '../components/TimeLeft';
import { linkProblemOf, serverWords, type LinkProblemKind } from '../model/linkProblem';
import type { LinkEndReason } from '../model/streamClose';
import { fromSharedCamera } from '../model/tileCameras';
import { secondsLeft } from '../model/timeLeft';
import { LiveGrid } from './LiveGrid';
import { useServerClock } from './useServerClock';

/** A refused stream asks the API why at most this often. */
const WHY_REFUSED_EVERY_MS = 3_000;

export interface PublicShareProps {
  token: string;
  /** The camera of /public/video/:stream/:token. */
  cameraId?: number;
}

export function PublicShare({ token, cameraId }: PublicShareProps) {
  const { t } = useTranslation('video');
  const link = useGetSharedLinkQuery({ token, ...(cameraId ? { cameraId } : {}) });
  const clock = useServerClock(link.data?.server_time, link.fulfilledTimeStamp);
  const [ended, setEnded] = useState<LinkEndReason | null>(null);
  const lastWhy = useRef(0);

  const askWhyRefused = () => {
    if (Date.now() - lastWhy.current < WHY_REFUSED_EVERY_MS) return;
    lastWhy.current = Date.now();
    void link.refetch();
  };

  const left = link.data ? secondsLeft(link.data.expires_at, clock.now, clock.offset) : null;
  const fetched = link.isError ? linkProblemOf(link.error) : null;
  // A failed refetch of a link already shown keeps the picture; a refused link does not.
  let problem: LinkProblemKind | null = null;
  if (fetched && (fetched !== 'error' || !link.data)) problem = fetched;
  else if (ended) problem = ended;
  else if (left === 0) problem = 'expired';

  if (problem) {
    return (
      <PublicFrame kicker={t(cameraId ? 'public.sharedVideo' : 'public.sharedPanel')}>
        <LinkProblem problem={problem} detail={link.isError ? serverWords(link.error) : null} />
      </PublicFrame>
    );
  }
  if (!link.data) {
    return (
      <PublicFrame kicker={t('public.loading')}>
        <Spinner />
      </PublicFrame>
    );
  }

  const shown = cameraId
    ? link.data.cameras.filter((camera) => camera.id === cameraId)
    : link.data.cameras;
  const single = cameraId !== undefined || link.data.kind === 'camera';
  return (
    <PublicFrame
      kicker={t(single ? 'public.sharedVideo' : 'public.sharedPanel')}
      title={link.data.title}
      aside={<TimeLeft seconds={left ?? 0} labelled />}
    >
      <LiveGrid
        cameras={shown.map(fromSharedCamera)}
        columns={link.data.columns}
        share={token}
        single={single}
        videoAvailable={link.data.video_available}
        onEnded={setEnded}
        onRefused={askWhyRefused}
      />
    </PublicFrame>
  );
}
