// The login screen with single sign-on's buttons in its slot: features never import each
// other, so the app puts them together (features/auth draws the screen, features/sso the
// providers' buttons).
import LoginPage from '@/features/auth/screens/LoginPage';
import { SsoSignIn } from '@/features/sso/containers/SsoSignIn';

export default function LoginWithSso() {
  return <LoginPage alternatives={<SsoSignIn />} />;
}
