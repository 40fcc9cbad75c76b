import { screen, waitFor, within } from '@testing-library/react';
import { Settings } from 'luxon';
import { TwoStepSettings } from '@/features/profile/containers/TwoStepSettings';
import {
  accountSecurityHandlers,
  accountSecurityState,
  GOOD_CODE,
  TEST_RECOVERY_CODES,
} from '../../../support/msw/accountSecurityHandlers';
import { DEMO_PASSWORD, demoProfiles, demoToken } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
const editor = signedInAs(demoProfiles.editor, demoToken('editor'));

const systemZone = Settings.defaultZone;
beforeAll(() => {
  Settings.defaultZone = 'America/Mexico_City';
});
afterAll(() => {
  Settings.defaultZone = systemZone;
});

const passwordField = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(/^Tu contraseña/, { selector: 'input' });

describe('TwoStepSettings', () => {
  it('turns two-step sign-in on: password, QR code and first code, then the recovery codes once', async () => {
    const state = accountSecurityState();
    server.use(...accountSecurityHandlers(testOrigin, state));
    const { user, store } = renderScreen(<TwoStepSettings />, { auth: editor });
    expect(await screen.findByText('Desactivada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activar' }));

    const proof = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    expect(within(proof).getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await user.type(passwordField(proof), 'NoEsMiClave#1');
    await user.click(within(proof).getByRole('button', { name: 'Continuar' }));
    expect(await within(proof).findByRole('alert')).toHaveTextContent(
      'La contraseña actual no es correcta',
    );
    await user.clear(passwordField(proof));
    await user.type(passwordField(proof), `${DEMO_PASSWORD}{Enter}`);

    const enrol = await screen.findByRole('dialog', { name: 'Configura tu app de autenticación' });
    expect(within(enrol).getByLabelText('Clave secreta')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(within(enrol).getByRole('textbox'), '000000{Enter}');
    expect(await within(enrol).findByRole('alert')).toHaveTextContent('El código no es correcto');
    await user.clear(within(enrol).getByRole('textbox'));
    await user.type(within(enrol).getByRole('textbox'), `${GOOD_CODE}{Enter}`);

    const codes = await screen.findByRole('dialog', { name: 'Guarda tus códigos de recuperación' });
    expect(
      within(within(codes).getByRole('list', { name: 'Códigos de recuperación' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TEST_RECOVERY_CODES);
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'profile:twoStep.enabled',
    });
    // Shown once: no way out but 'Listo'.
    expect(within(codes).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await user.click(within(codes).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Activada desde el 29 nov 2026, 03:41')).toBeInTheDocument();
    expect(screen.getByText('Códigos de recuperación sin usar: 10')).toBeInTheDocument();
    expect(state.requests).toEqual([
      'POST /api/two_step/enrolment',
      'POST /api/two_step/enrolment',
      'POST /api/two_step/enrolment/confirm 000000',
      `POST /api/two_step/enrolment/confirm ${GOOD_CODE}`,
    ]);
  });

  it('turns it off with the password', async () => {
    const state = accountSecurityState({
      twoStep: {
        enabled: true,
        enabled_at: '2026-11-20T22:05:00Z',
        required: false,
        recovery_codes_left: 7,
      },
    });
    server.use(...accountSecurityHandlers(testOrigin, state));
    const { user, store } = renderScreen(<TwoStepSettings />, { auth: editor });
    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Desactivar la verificación en dos pasos',
    });
    expect(dialog).toHaveTextContent('Escribe tu contraseña para confirmar.');
    await user.type(passwordField(dialog), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Desactivada')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'profile:twoStep.disabled',
    });
    expect(state.requests).toEqual(['DELETE /api/two_step']);
  });

  it("reads a wrong code in the user's language", async () => {
    server.use(...accountSecurityHandlers(testOrigin, accountSecurityState()));
    const { user } = renderScreen(<TwoStepSettings />, { auth: editor, language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    const proof = await screen.findByRole('dialog');
    await user.type(
      within(proof).getByLabelText(/password/i, { selector: 'input' }),
      `${DEMO_PASSWORD}{Enter}`,
    );
    const enrol = await screen.findByRole('dialog', { name: /authenticator app/i });
    await user.type(within(enrol).getByRole('textbox'), '000000{Enter}');
    expect(await within(enrol).findByRole('alert')).toHaveTextContent('The code is not correct');
  });
});
