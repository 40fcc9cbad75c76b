import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AlertNoticeSettings } from '@/features/profile/containers/AlertNoticeSettings';
import {
  alertNoticeSettingsHandlers,
  alertNoticeSettingsState,
} from '../../../support/msw/alertNoticesHandlers';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

function renderSettings(state = alertNoticeSettingsState()) {
  server.use(...alertNoticeSettingsHandlers(testOrigin, state));
  const view = renderScreen(<AlertNoticeSettings />, {
    path: '/profile',
    auth: signedInAs(demoProfiles.visor, demoToken('visor')),
  });
  return { ...view, state };
}

const save = () => screen.getByRole('button', { name: 'Guardar notificaciones' });

describe('AlertNoticeSettings', () => {
  it('loads the saved settings, saves the change with a toast and starts clean again', async () => {
    const { user, state, store } = renderSettings(
      alertNoticeSettingsState({ quiet_hours: { start: '21:00', end: '06:30' } }),
    );
    expect(await screen.findByLabelText(/^Desde/)).toHaveValue('21:00');
    await user.click(screen.getByRole('checkbox', { name: 'Resumen diario por correo' }));
    fireEvent.change(screen.getByLabelText(/^Hora del resumen/), { target: { value: '07:45' } });
    await user.click(save());
    await waitFor(() =>
      expect(state.saved).toEqual([
        { quiet_hours: { start: '21:00', end: '06:30' }, digest: true, digest_time: '07:45' },
      ]),
    );
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'profile:notices.success',
    });
    // Read again (the save's tag): what was kept, nothing left to save.
    await waitFor(() => expect(save()).toBeDisabled());
    expect(screen.getByLabelText(/^Hora del resumen/)).toHaveValue('07:45');
  });

  it("keeps the change and shows the server's reason when the save fails", async () => {
    server.use(
      failing('put', '/api/alert_notification_settings', 500, 'Error en servidor', testOrigin),
      ...alertNoticeSettingsHandlers(testOrigin),
    );
    const { user } = renderScreen(<AlertNoticeSettings />, {
      path: '/profile',
      auth: signedInAs(demoProfiles.visor, demoToken('visor')),
    });
    await user.click(await screen.findByRole('checkbox', { name: /^Horas de silencio/ }));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en servidor');
    expect(screen.getByRole('checkbox', { name: /^Horas de silencio/ })).toBeChecked();
    expect(save()).toBeEnabled();
  });

  it('shows a failed load with Reintentar', async () => {
    server.use(
      failing('get', '/api/alert_notification_settings', 500, 'Error en servidor', testOrigin),
    );
    renderScreen(<AlertNoticeSettings />, {
      path: '/profile',
      auth: signedInAs(demoProfiles.visor, demoToken('visor')),
    });
    expect(await screen.findByText('Error en servidor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
