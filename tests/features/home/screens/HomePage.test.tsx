import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import HomePage from '@/features/home/screens/HomePage';
import { greetingPeriod } from '@/features/home/model/greeting';
import { shortcutsFor } from '@/features/home/model/shortcuts';
import {
  demoProfiles,
  demoStations,
  demoToken,
  failing,
  gasStationsHandler,
} from '../../../support/msw/handlers';
import { setupApiServer, testOrigin, TEST_API_ORIGIN } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();

function renderHome(
  profile = demoProfiles.visor,
  account: Parameters<typeof demoToken>[0] = 'visor',
) {
  return renderScreen(<HomePage />, {
    path: '/home',
    auth: signedInAs(profile, demoToken(account)),
  });
}

describe('HomePage', () => {
  it('greets the user by first name and shows the account', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 2, name: /, Valeria$/ })).toBeInTheDocument();
    expect(screen.getByText('Cuenta: Gasolinera Demo S.A. de C.V.')).toBeInTheDocument();
    expect(screen.getByText('Rol: Visor')).toBeInTheDocument();
  });

  it('shows skeletons while loading, then one card per station', async () => {
    renderHome();
    expect(screen.getAllByTestId('station-skeleton').length).toBeGreaterThan(0);
    const card = await screen.findByRole('article', { name: 'Estación Centro' });
    expect(within(card).getByText('PL/10234/EXP/ES/2015')).toBeInTheDocument();
    expect(within(card).getByText('Monterrey, Nuevo León')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(demoStations.length);
    expect(
      within(screen.getByRole('article', { name: 'Estación Aeropuerto' })).getByText(
        'Ubicación sin registrar',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 estaciones')).toBeInTheDocument();
    expect(screen.queryByTestId('station-skeleton')).not.toBeInTheDocument();
  });

  it('says so when the user has no stations', async () => {
    server.use(gasStationsHandler(testOrigin, []));
    renderHome();
    expect(await screen.findByText('No tienes estaciones asignadas')).toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    server.use(
      failing('get', '/api/gas_stations', 500, 'Error en servidor: Contacte a soporte', testOrigin),
    );
    const { user } = renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar las estaciones');
    expect(alert).toHaveTextContent('Error en servidor: Contacte a soporte');

    server.use(
      http.get(`${TEST_API_ORIGIN}/api/gas_stations`, () =>
        HttpResponse.json({ items: demoStations.slice(0, 1), total: 1 }),
      ),
    );
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Estación Centro' })).toBeInTheDocument();
    expect(screen.getByText('1 estación')).toBeInTheDocument();
  });

  it('offers shortcuts only to the areas the user may open', async () => {
    renderHome();
    const shortcuts = screen.getByRole('region', { name: 'Accesos rápidos' });
    const names = within(shortcuts)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(names).toEqual(['/dashboard', '/files', '/price', '/profile']);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });
});

describe('home shortcuts rule', () => {
  const keys = (profile: Parameters<typeof shortcutsFor>[0]) =>
    shortcutsFor(profile).map((s) => s.key);

  it('gives administrators their tools', () => {
    expect(keys(demoProfiles.admin)).toEqual([
      'dashboard',
      'files',
      'data',
      'price',
      'vms',
      'settings',
      'profile',
      'metrics',
      'gasStations',
      'volumetricSuppliers',
    ]);
  });

  it('gives vms to a user with no permission object, and little else', () => {
    expect(keys(demoProfiles.sinpermisos)).toEqual(['price', 'vms', 'profile']);
  });

  it('gives a provider the dashboard only, besides price and profile', () => {
    expect(keys(demoProfiles.proveedor)).toEqual(['dashboard', 'price', 'profile']);
  });
});

describe('greetingPeriod', () => {
  it.each([
    [4, 'evening'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [18, 'afternoon'],
    [19, 'evening'],
  ])('hour %i is %s', (hour, period) => {
    expect(greetingPeriod(hour)).toBe(period);
  });
});
