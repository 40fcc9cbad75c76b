import { screen, waitFor, within } from '@testing-library/react';
import AlertsPage from '@/features/alerts/screens/AlertsPage';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import {
  alertsHandlers,
  alertsState,
  demoAlerts,
  manyAlerts,
} from '../../../support/msw/alertsHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));
const visor = signedInAs(demoProfiles.visor, demoToken('visor'));

function renderAlerts(state = alertsState(), { at = '/alerts', auth = admin } = {}) {
  server.use(...alertsHandlers(testOrigin, state));
  return { ...renderScreen(<AlertsPage />, { path: '/alerts', at, auth }), state };
}

const table = () => screen.getByRole('table', { name: 'Lista de alertas' });
const lastList = (state: ReturnType<typeof alertsState>) =>
  state.requests.filter((r) => r.startsWith('GET /api/alerts?')).at(-1);

describe('AlertsPage', () => {
  it('opens on the open alerts, with severity, rule, station, what happened and state', async () => {
    const { state } = renderAlerts();
    const row = (await within(table()).findByText('Competencia bajó regular')).closest('tr')!;
    expect(lastList(state)).toBe('GET /api/alerts?state=open&items=25');
    expect(within(row).getByText('Crítica')).toBeInTheDocument();
    expect(within(row).getByText('Movimiento de competidor')).toBeInTheDocument();
    expect(within(row).getByText('Estación Centro')).toBeInTheDocument();
    expect(
      within(row).getByText('Gasolinera Las Torres bajó Regular ▼ 0.30 (23.49 → 23.19)'),
    ).toBeInTheDocument();
    expect(within(row).getByText('Abierta')).toBeInTheDocument();
    // The acknowledged and resolved ones are not open.
    expect(within(table()).queryByText('Ya no somos los más baratos')).toBeNull();
    expect(screen.getByText('1-1 de 1')).toBeInTheDocument();
  });

  it('filters by state, severity and station', async () => {
    const { user, state } = renderAlerts();
    await within(table()).findByText('Competencia bajó regular');
    await user.click(screen.getByLabelText('Estado'));
    await user.click(await screen.findByRole('option', { name: 'Todos los estados' }));
    await within(table()).findByText('Conector sin datos');
    expect(lastList(state)).toBe('GET /api/alerts?items=25');
    await user.click(screen.getByLabelText('Severidad'));
    await user.click(await screen.findByRole('option', { name: 'Advertencia' }));
    await waitFor(() => expect(lastList(state)).toBe('GET /api/alerts?severity=warning&items=25'));
    await within(table()).findByText('Ya no somos los más baratos');
    expect(within(table()).queryByText('Competencia bajó regular')).toBeNull();
    await user.click(screen.getByLabelText('Estación'));
    await user.click(await screen.findByRole('option', { name: 'Estación Centro' }));
    await waitFor(() =>
      expect(lastList(state)).toBe('GET /api/alerts?severity=warning&gas_station_id=1&items=25'),
    );
    expect(await screen.findByText('No hay alertas')).toBeInTheDocument();
  });

  it('acknowledges an open alert: it leaves the open list and a toast says so', async () => {
    const { user, state, store } = renderAlerts();
    await within(table()).findByText('Competencia bajó regular');
    await user.click(
      screen.getByRole('button', {
        name: 'Reconocer la alerta «Competencia bajó regular» de Estación Centro',
      }),
    );
    await waitFor(() => expect(state.requests).toContain('POST /api/alerts/14/acknowledge'));
    await waitFor(() =>
      expect(store.getState().toasts.items.at(-1)).toMatchObject({
        severity: 'success',
        message: 'alerts:acknowledged',
      }),
    );
    expect(await screen.findByText('No hay alertas')).toBeInTheDocument();
  });

  it('shows a read-only role (Visor) the open alerts without Reconocer, in the list and the detail', async () => {
    const { user, state } = renderAlerts(alertsState(), { auth: visor });
    const row = (await within(table()).findByText('Competencia bajó regular')).closest('tr')!;
    expect(within(row).getByText('Abierta')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Reconocer/ })).toBeNull();
    await user.click(
      screen.getByRole('row', {
        name: 'Ver la alerta «Competencia bajó regular» de Estación Centro',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Competencia bajó regular' });
    expect(await within(dialog).findByText(/Se abrió · evaluación automática/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver precios de ese día' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Reconocer' })).toBeNull();
    expect(state.requests.filter((r) => r.includes('/acknowledge'))).toEqual([]);
  });

  it('opens an alert with its transitions and a link to its subject', async () => {
    const { user, location } = renderAlerts();
    await within(table()).findByText('Competencia bajó regular');
    await user.click(
      screen.getByRole('row', {
        name: 'Ver la alerta «Competencia bajó regular» de Estación Centro',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Competencia bajó regular' });
    expect(location().search).toBe('?alert=14');
    expect(await within(dialog).findByText(/Se abrió · evaluación automática/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver precios de ese día' })).toHaveAttribute(
      'href',
      '/dashboard?tab=fuelPrice&station=1&date=2026-08-08',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reconocer' }));
    expect(
      await within(dialog).findByText(/Se reconoció · Ana Administradora/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reconocer' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().search).toBe('');
  });

  it('opens the alert a link names; who acknowledged it and when', async () => {
    renderAlerts(alertsState(), { at: '/alerts?alert=13', auth: visor });
    const dialog = await screen.findByRole('dialog', { name: 'Ya no somos los más baratos' });
    expect(await within(dialog).findByText(/^por Eduardo Editor, /)).toBeInTheDocument();
    expect(within(dialog).getByText(/Se reconoció · Eduardo Editor/)).toBeInTheDocument();
  });

  it('links a connector alert to its system for administrators, not for others', async () => {
    renderAlerts(alertsState(), { at: '/alerts?alert=12' });
    const dialog = await screen.findByRole('dialog', { name: 'Conector sin datos' });
    expect(
      await within(dialog).findByRole('link', { name: 'Ver el sistema volumétrico' }),
    ).toHaveAttribute('href', '/volumetric-suppliers/2/systems/4');
    expect(within(dialog).getByText('El conector falla: El proveedor respondió 503')).toBeVisible();
  });

  it('hides the connector link from a user who cannot open the volumetric screens', async () => {
    renderAlerts(alertsState(), { at: '/alerts?alert=12', auth: visor });
    const dialog = await screen.findByRole('dialog', { name: 'Conector sin datos' });
    await within(dialog).findByText('El conector falla: El proveedor respondió 503');
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('pages: the next page asks for more and shows the next rows', async () => {
    const state = alertsState(manyAlerts(30));
    const { user } = renderAlerts(state);
    await within(table()).findByText('Regla 30');
    expect(screen.getByText('1-25 de 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await within(table()).findByText('Regla 5');
    expect(lastList(state)).toBe('GET /api/alerts?state=open&items=50');
    expect(within(table()).queryByText('Regla 30')).toBeNull();
    expect(screen.getByText('26-30 de 30')).toBeInTheDocument();
  });

  it('shows a failed load with Reintentar', async () => {
    server.use(
      failing(
        'get',
        `${testOrigin.origin}/api/alerts`,
        500,
        'Error en servidor: Contacte a soporte',
      ),
    );
    renderScreen(<AlertsPage />, { path: '/alerts', auth: admin });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says why an acknowledgement was refused', async () => {
    const state = alertsState([{ ...demoAlerts[0]!, id: 99 }]);
    const { user, store } = renderAlerts(state);
    await within(table()).findByText('Competencia bajó regular');
    state.alerts[0] = { ...state.alerts[0]!, state: 'resolved' };
    await user.click(screen.getByRole('button', { name: /^Reconocer la alerta/ }));
    await waitFor(() =>
      expect(store.getState().toasts.items.at(-1)).toMatchObject({
        severity: 'error',
        message: 'La alerta ya se resolvió: no se puede reconocer',
      }),
    );
  });
});
