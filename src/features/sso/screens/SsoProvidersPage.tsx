// /settings/sso (administrators): the single sign-on providers offered on the login screen.
import { SsoProvidersSection } from '../containers/SsoProvidersSection';

export default function SsoProvidersPage() {
  return <SsoProvidersSection />;
}
