// A shared panel (`/public/panel/:token`, no session): its cameras live until the link ends.
import { useParams } from 'react-router';
import { PublicShare } from '../containers/PublicShare';

export default function PublicPanelPage() {
  const { token = '' } = useParams();
  return <PublicShare token={token} />;
}
