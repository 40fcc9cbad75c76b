import { screen, waitFor, within } from '@testing-library/react';
import PanelsPage from '@/features/panels/screens/PanelsPage';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { panelsHandlers, panelsState } from '../../../support/msw/panelsHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

const routes = [
  { path: '/panel-detail/:id', element: <p>pantalla detalle</p> },
  { path: '/new-panel', element: <p>pantalla nuevo panel</p> },
];

function renderPanels(state = panelsState()) {
  server.use(...panelsHandlers(testOrigin, state));
  const auth = signedInAs(demoProfiles.editor, demoToken('editor'));
  return { ...renderScreen(<PanelsPage />, { path: '/panel', auth, routes }), state };
}

const table = () => screen.findByRole('table', { name: 'Lista de paneles' });

describe('PanelsPage', () => {
  it('lists name, client and number of cameras', async () => {
    renderPanels();
    const row = (await within(await table()).findByText('Islas Centro')).closest('tr')!;
    expect(within(row).getByText('Monitoreo de islas')).toBeInTheDocument();
    expect(within(row).getByText('Gasolinera Demo')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
  });

  it('shares a panel from its row menu', async () => {
    const { user, location } = renderPanels();
    const row = (await within(await table()).findByText('Valle completo')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Compartir' }));
    expect(await screen.findByText('pantalla detalle')).toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe('/panel-detail/2?share=panel');
  });

  it('deletes from the row menu after confirming', async () => {
    const { user, state } = renderPanels();
    const row = (await within(await table()).findByText('Valle completo')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar panel' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(state.panels.map((p) => p.name)).toEqual(['Islas Centro']));
  });

  it('adds a panel', async () => {
    const { user, location } = renderPanels();
    await table();
    await user.click(await screen.findByRole('button', { name: 'Agregar panel' }));
    expect(location().pathname).toBe('/new-panel');
  });
});
