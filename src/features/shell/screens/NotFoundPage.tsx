// Not found (`*`): 'Ups, esta página no existe' with a way back home.
import { useNavigate } from 'react-router';
import { NotFound } from '../components/NotFound';

export const HOME_PATH = '/home';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return <NotFound homeHref={HOME_PATH} onGoHome={() => navigate(HOME_PATH)} />;
}
