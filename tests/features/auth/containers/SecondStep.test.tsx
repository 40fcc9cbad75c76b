import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { SecondStep } from '@/features/auth/containers/SecondStep';
import type { AuthState, SecondStepKind } from '@/store/auth/authSlice';
import {
  accountSecurityHandlers,
  accountSecurityState,
  ENROL_CHALLENGE,
  GOOD_CODE,
  RECOVERY_CODE,
  TEST_RECOVERY_CODES,
  TOTP_CHALLENGE,
} from '../../../support/msw/accountSecurityHandlers';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen } from '../../../support/renderScreen';

const server = setupApiServer();

/** After a right password: waiting for the second step. */
const waiting = (token: string, kind: SecondStepKind): AuthState => ({
  status: 'secondStepRequired',
  token: null,
  profile: null,
  error: null,
  challenge: { token, kind },
});

function renderStep(
  challenge: string,
  kind: SecondStepKind,
  { language = 'es', answering = [] }: { language?: 'es' | 'en'; answering?: HttpHandler[] } = {},
) {
  const state = accountSecurityState();
  server.use(...accountSecurityHandlers(testOrigin, state));
  // Handlers added later answer first.
  if (answering.length > 0) server.use(...answering);
  const onSignedIn = jest.fn();
  const result = renderScreen(
    <SecondStep challenge={challenge} kind={kind} onSignedIn={onSignedIn} />,
    { path: '/login', auth: waiting(challenge, kind), language },
  );
  return { ...result, onSignedIn, state };
}

const codeField = () => screen.getByRole('textbox', { name: /^Código/ });

describe('SecondStep, a code', () => {
  it('refuses a wrong code in Spanish, then signs in with the right one', async () => {
    const { user, onSignedIn, store } = renderStep(TOTP_CHALLENGE, 'totp');
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    await user.type(codeField(), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto');
    expect(store.getState().auth.status).toBe('secondStepRequired');
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(codeField());
    await user.type(codeField(), `${GOOD_CODE}{Enter}`);
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(
        expect.objectContaining({ token: demoToken('admin'), profile: demoProfiles.admin }),
      ),
    );
  });

  it('takes a recovery code instead', async () => {
    const { user, onSignedIn, state } = renderStep(TOTP_CHALLENGE, 'totp');
    await user.type(codeField(), `${RECOVERY_CODE}{Enter}`);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(state.requests).toEqual([`POST /api/login/second_step ${RECOVERY_CODE}`]);
  });

  it('reads the refusal in English for an English user', async () => {
    const { user } = renderStep(TOTP_CHALLENGE, 'totp', { language: 'en' });
    await user.type(screen.getByRole('textbox'), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct');
  });

  it('sends the user back to the password when the challenge expired', async () => {
    const { user, store, onSignedIn } = renderStep('challenge-old', 'totp');
    await user.type(codeField(), `${GOOD_CODE}{Enter}`);
    await waitFor(() => expect(store.getState().auth.status).toBe('anonymous'));
    expect(store.getState().auth).toMatchObject({
      error: 'auth:errors.challengeExpired',
      challenge: null,
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("goes back to the password with 'Volver a iniciar sesión'", async () => {
    const { user, store } = renderStep(TOTP_CHALLENGE, 'totp');
    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(store.getState().auth).toMatchObject({ status: 'anonymous', challenge: null });
  });
});

describe('SecondStep, the enrolment the settings require', () => {
  it('shows the QR code, refuses a wrong first code, then shows the recovery codes once and goes on', async () => {
    const { user, onSignedIn, state } = renderStep(ENROL_CHALLENGE, 'enrol');
    expect(
      screen.getByRole('heading', { name: 'Activa la verificación en dos pasos' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Código QR para tu app de autenticación' }),
    ).toBeInTheDocument();
    await user.type(codeField(), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto');

    await user.clear(codeField());
    await user.type(codeField(), `${GOOD_CODE}{Enter}`);
    expect(
      await screen.findByRole('heading', { name: 'Guarda tus códigos de recuperación' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Códigos de recuperación' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(TEST_RECOVERY_CODES.length);
    // Not signed in until the codes were seen.
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ token: demoToken('admin'), recovery_codes: TEST_RECOVERY_CODES }),
    );
    expect(state.requests).toEqual([
      'POST /api/login/enrolment',
      'POST /api/login/enrolment/confirm 000000',
      `POST /api/login/enrolment/confirm ${GOOD_CODE}`,
    ]);
  });

  it('sends the user back to the password when the challenge expired', async () => {
    const { store } = renderStep('challenge-old', 'enrol');
    await waitFor(() => expect(store.getState().auth.status).toBe('anonymous'));
    expect(store.getState().auth.error).toBe('auth:errors.challengeExpired');
  });

  it('says so when the enrolment cannot start', async () => {
    const { store } = renderStep(ENROL_CHALLENGE, 'enrol', {
      answering: [
        failing(
          'post',
          `${testOrigin.origin}/api/login/enrolment`,
          500,
          'Error en servidor: Contacte a soporte',
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error en servidor: Contacte a soporte',
    );
    expect(store.getState().auth.status).toBe('secondStepRequired');
    expect(screen.getByRole('button', { name: 'Volver a iniciar sesión' })).toBeInTheDocument();
  });
});
