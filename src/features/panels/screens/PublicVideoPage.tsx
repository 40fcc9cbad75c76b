// A shared camera (`/public/video/:stream/:token`, no session): one camera live until the link
// ends. An address whose camera is not a number cannot be any link's: it is invalid at once.
import { useParams } from 'react-router';
import { LinkProblem } from '../components/LinkProblem';
import { PublicFrame } from '../components/PublicFrame';
import { PublicShare } from '../containers/PublicShare';
import { useTranslation } from 'react-i18next';

export default function PublicVideoPage() {
  const { t } = useTranslation('video');
  const { stream = '', token = '' } = useParams();
  const cameraId = Number(stream);
  if (!/^[1-9]\d{0,9}$/.test(stream) || !Number.isSafeInteger(cameraId)) {
    return (
      <PublicFrame kicker={t('public.sharedVideo')}>
        <LinkProblem problem="invalid" />
      </PublicFrame>
    );
  }
  return <PublicShare token={token} cameraId={cameraId} />;
}
