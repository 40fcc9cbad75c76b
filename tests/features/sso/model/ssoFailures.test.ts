import { failureMessage } from '@/lib/apiFailure';
import { createI18n } from '@/i18n';
import { SSO_FAILURES } from '@/features/sso/model/ssoFailures';

/** A failed call as the API layer hands it to screens. */
const failed = (status: number, message: string, code?: string) => ({
  status,
  message,
  ...(code ? { code } : {}),
});

describe('SSO_FAILURES', () => {
  const es = createI18n('es');
  const en = createI18n('en');

  it("shows each known refusal in the user's language, in Spanish as the server words it", () => {
    const key = failureMessage(
      failed(
        401,
        'El dominio de tu correo no está permitido para este proveedor.',
        'sso_domain_not_allowed',
      ),
      SSO_FAILURES,
    );
    expect(key).toBe('sso:errors.domainNotAllowed');
    expect(es.t(key)).toBe('El dominio de tu correo no está permitido para este proveedor.');
    expect(en.t(key)).not.toBe(es.t(key));
  });

  it('has a text in both languages for every code', () => {
    for (const key of Object.values(SSO_FAILURES.codes ?? {})) {
      expect(es.exists(key)).toBe(true);
      expect(en.exists(key)).toBe(true);
    }
  });

  it('words a provider that cannot be reached without the connection details', () => {
    const key = failureMessage(
      failed(
        502,
        'No se pudo contactar al proveedor de identidad: connect ECONNREFUSED',
        'sso_unreachable',
      ),
      SSO_FAILURES,
    );
    expect(es.t(key)).toBe('No se pudo contactar al proveedor de identidad');
    expect(en.t(key)).toBe('The identity provider could not be reached');
  });

  it('shows any other refusal as the server sent it', () => {
    expect(failureMessage(failed(400, 'La solicitud no es válida'), SSO_FAILURES)).toBe(
      'La solicitud no es válida',
    );
  });
});
