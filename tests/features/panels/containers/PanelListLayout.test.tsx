// The frame the panels list and the VMS cards share: the list's card with its title, the list
// handed to the view with the actions of its rows (open goes to the panel's page), and the
// empty state the view shows when there is nothing to list (worded for who may create one).
import { screen } from '@testing-library/react';
import { PanelListLayout } from '@/features/panels/containers/PanelListLayout';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { panelsHandlers, panelsState } from '../../../support/msw/panelsHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

function renderLayout(state = panelsState()) {
  server.use(...panelsHandlers(testOrigin, state));
  const auth = signedInAs(demoProfiles.editor, demoToken('editor'));
  return renderScreen(
    <PanelListLayout title="Mis paneles" subtitle="Las cámaras que ves juntas">
      {(list, view) =>
        view.loading ? (
          <p>cargando</p>
        ) : list.panels.length === 0 ? (
          view.empty
        ) : (
          <ul aria-label="paneles">
            {list.panels.map((panel) => (
              <li key={panel.id}>
                <button type="button" onClick={() => view.onOpen(panel.id)}>
                  {panel.name}
                </button>
              </li>
            ))}
          </ul>
        )
      }
    </PanelListLayout>,
    {
      path: '/panel',
      auth,
      routes: [{ path: '/panel-detail/:id', element: <p>pantalla detalle</p> }],
    },
  );
}

it("hands the view the list and its rows' actions, under the card's title", async () => {
  const { user, location } = renderLayout();
  expect(screen.getByText('Mis paneles')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Valle completo' }));
  expect(await screen.findByText('pantalla detalle')).toBeInTheDocument();
  expect(location().pathname).toBe('/panel-detail/2');
});

it('gives the view the empty state, inviting a manager to create the first panel', async () => {
  renderLayout(panelsState({ panels: [] }));
  expect(await screen.findByText('Aún no hay paneles')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Crear el primer panel/ })).toBeInTheDocument();
});
