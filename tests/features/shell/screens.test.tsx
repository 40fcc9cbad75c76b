import { screen } from '@testing-library/react';
import ForbiddenPage from '@/features/shell/screens/ForbiddenPage';
import NotFoundPage from '@/features/shell/screens/NotFoundPage';
import { resources } from '@/i18n/resources';
import { menuEntriesOf, routeTable } from '@/app/routes/routeTable';
import { renderScreen } from '../../support/renderScreen';

const home = [{ path: '/home', element: <p>pantalla inicio</p> }];

describe('NotFoundPage', () => {
  it("says 'Ups, esta página no existe' and links home", async () => {
    const { user, location } = renderScreen(<NotFoundPage />, {
      path: '*',
      at: '/no-existe',
      routes: home,
    });
    expect(screen.getByRole('heading', { name: 'Ups, esta página no existe' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir al inicio' }));
    expect(location().pathname).toBe('/home');
  });
});

describe('ForbiddenPage', () => {
  it("says 'No tienes acceso a esta sección' and links home", async () => {
    const { user, location } = renderScreen(<ForbiddenPage />, { path: '/metrics', routes: home });
    expect(screen.getByText('No tienes acceso a esta sección')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(location().pathname).toBe('/home');
  });
});

describe('shell catalogue', () => {
  it('has a title for every screen of the route table, in both languages', () => {
    for (const route of routeTable) {
      expect(resources.es.shell.titles).toHaveProperty([route.screen]);
      expect(resources.en.shell.titles).toHaveProperty([route.screen]);
    }
  });

  it('has a label for every menu entry of the route table, in both languages', () => {
    for (const entry of routeTable.flatMap(menuEntriesOf)) {
      const key = entry.label.replace(/^menu\./, '');
      expect(resources.es.shell.menu).toHaveProperty([key]);
      expect(resources.en.shell.menu).toHaveProperty([key]);
    }
  });
});
