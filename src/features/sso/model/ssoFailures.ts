// What the login screen says when a single sign-on is refused or cannot start (options of
// failureMessage): each stable code of the server's refusals maps to a catalogue key whose
// Spanish text is the server's wording, so English users read it in English; any other message
// is shown as sent.
import type { FailureMessageOptions } from '@/lib/apiFailure';

export const SSO_FAILURES: FailureMessageOptions = {
  codes: {
    sso_state_invalid: 'sso:errors.stateInvalid',
    sso_cancelled: 'sso:errors.cancelled',
    sso_provider_error: 'sso:errors.providerError',
    sso_provider_unknown: 'sso:errors.providerUnknown',
    sso_token_expired: 'sso:errors.tokenExpired',
    sso_token_audience: 'sso:errors.tokenAudience',
    sso_token_issuer: 'sso:errors.tokenIssuer',
    sso_token_nonce: 'sso:errors.tokenNonce',
    sso_token_invalid: 'sso:errors.tokenInvalid',
    sso_code_refused: 'sso:errors.codeRefused',
    sso_no_email: 'sso:errors.noEmail',
    sso_email_unverified: 'sso:errors.emailUnverified',
    sso_domain_not_allowed: 'sso:errors.domainNotAllowed',
    sso_no_account: 'sso:errors.noAccount',
    sso_account_disabled: 'sso:errors.accountDisabled',
    sso_unreachable: 'sso:errors.unreachable',
    sso_bad_discovery: 'sso:errors.badDiscovery',
  },
};
