import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import EditPanelPage from '@/features/panels/screens/EditPanelPage';
import NewPanelPage from '@/features/panels/screens/NewPanelPage';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { panelsHandlers, panelsState, type PanelsState } from '../../../support/msw/panelsHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(30000);

const routes = [{ path: '/panel', element: <p>pantalla paneles</p> }];

function renderNew(state: PanelsState = panelsState(), account: 'editor' | 'admin' = 'editor') {
  server.use(...panelsHandlers(testOrigin, state));
  const auth = signedInAs(demoProfiles[account], demoToken(account));
  return { ...renderScreen(<NewPanelPage />, { path: '/new-panel', auth, routes }), state };
}

function renderEdit(state: PanelsState = panelsState()) {
  server.use(...panelsHandlers(testOrigin, state));
  const auth = signedInAs(demoProfiles.editor, demoToken('editor'));
  return {
    ...renderScreen(<EditPanelPage />, {
      path: '/edit-panel/:id',
      at: '/edit-panel/1',
      auth,
      routes,
    }),
    state,
  };
}

const grid = () => screen.getByRole('list', { name: /^Cuadrícula del panel/ });
const tileNames = () =>
  within(grid())
    .queryAllByRole('listitem')
    .map((tile) => tile.getAttribute('aria-label'))
    .filter(Boolean);
const liveRegion = () => screen.getByRole('status', { name: '' });

/** A DataTransfer stand-in: jsdom has none. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

function drag(source: Element, target: Element) {
  const transfer = dataTransfer();
  fireEvent.dragStart(source, { dataTransfer: transfer });
  const over = createEvent.dragOver(target, { dataTransfer: transfer });
  fireEvent(target, over);
  fireEvent.drop(target, { dataTransfer: transfer });
  fireEvent.dragEnd(source, { dataTransfer: transfer });
  return over;
}

async function fillNames(user: ReturnType<typeof renderNew>['user']) {
  await user.type(screen.getByLabelText(/^Título/), 'Monitoreo nocturno');
  await user.type(screen.getByLabelText(/^Nombre/), 'Noche');
}

describe('new and edit panel', () => {
  it('adds, reorders and removes cameras with the keyboard, announcing each change', async () => {
    const { user, state, store, location } = renderNew();
    await fillNames(user);
    expect(screen.getByText('Gasolinera Demo S.A. de C.V.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Agregar Isla 1 al panel' }));
    expect(liveRegion()).toHaveTextContent(
      'Isla 1 agregada al panel en la posición 1 de 1 (fila 1, columna 1).',
    );
    await user.click(screen.getByRole('button', { name: 'Agregar Tienda al panel' }));
    await user.click(screen.getByRole('button', { name: 'Agregar Bodega al panel' }));
    expect(tileNames()).toEqual(['Isla 1, posición 1', 'Tienda, posición 2', 'Bodega, posición 3']);
    // Already in the panel: no second add.
    const picker = screen.getByRole('list', { name: 'Cámaras disponibles' });
    const isla = within(picker).getByText('Isla 1').closest('li')!;
    expect(within(isla).getByText('En el panel')).toBeInTheDocument();
    expect(within(isla).queryByRole('button')).toBeNull();

    const bodegaBefore = screen.getByRole('button', { name: 'Mover Bodega antes' });
    await user.click(bodegaBefore);
    expect(liveRegion()).toHaveTextContent(
      'Bodega movida a la posición 2 de 3 (fila 1, columna 2).',
    );
    // The focus follows the moved tile.
    expect(screen.getByRole('button', { name: 'Mover Bodega antes' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Mover Bodega antes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover Bodega después' })).toHaveFocus();
    expect(tileNames()).toEqual(['Bodega, posición 1', 'Isla 1, posición 2', 'Tienda, posición 3']);

    await user.click(screen.getByRole('button', { name: 'Quitar Isla 1 del panel' }));
    expect(liveRegion()).toHaveTextContent('Isla 1 quitada del panel. Quedan 2 cámaras.');

    await user.click(screen.getByRole('button', { name: 'Crear panel' }));
    await waitFor(() => expect(state.requests).toHaveLength(1));
    expect(state.requests[0]).toEqual({
      method: 'POST',
      path: '/api/panels',
      body: {
        customer_id: 1,
        title: 'Monitoreo nocturno',
        name: 'Noche',
        columns: 2,
        camera_ids: [5, 3],
      },
    });
    expect(await screen.findByText('pantalla paneles')).toBeInTheDocument();
    expect(location().pathname).toBe('/panel');
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'panels:form.created',
    });
  });

  it('drags cameras from the picker into the grid and tiles to reorder', async () => {
    const { user, state } = renderNew();
    await fillNames(user);
    const picker = await screen.findByRole('list', { name: 'Cámaras disponibles' });
    const item = (name: string) => within(picker).getByText(name).closest('li')!;
    const freeSlot = () => grid().querySelector('[data-free-slot]')!;

    const over = drag(item('Isla 2'), freeSlot());
    expect(over.defaultPrevented).toBe(true);
    drag(item('Acceso norte'), freeSlot());
    // Onto a tile: before it.
    drag(item('Tienda'), within(grid()).getByText('Isla 2').closest('li')!);
    expect(tileNames()).toEqual([
      'Tienda, posición 1',
      'Isla 2, posición 2',
      'Acceso norte, posición 3',
    ]);
    // A tile dragged onto the free slot goes to the end.
    drag(within(grid()).getByText('Tienda').closest('li')!, freeSlot());
    expect(tileNames()).toEqual([
      'Isla 2, posición 1',
      'Acceso norte, posición 2',
      'Tienda, posición 3',
    ]);
    // Three per row: the order is kept and the columns sent.
    await user.click(screen.getByRole('combobox', { name: /Cámaras por fila/ }));
    await user.click(await screen.findByRole('option', { name: '3 cámaras por fila' }));
    await user.click(screen.getByRole('button', { name: 'Crear panel' }));
    await waitFor(() => expect(state.requests).toHaveLength(1));
    expect(state.requests[0]!.body).toMatchObject({ columns: 3, camera_ids: [2, 4, 3] });
  });

  it('filters the picker by station and name', async () => {
    const { user } = renderNew();
    const picker = await screen.findByRole('list', { name: 'Cámaras disponibles' });
    expect(within(picker).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('combobox', { name: 'Gasolinera' }));
    await user.click(await screen.findByRole('option', { name: 'Estación Valle' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Cámaras disponibles' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Buscar cámara' }), 'bod');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Cámaras disponibles' }))
          .getAllByRole('listitem')
          .map((li) => li.dataset.cameraId),
      ).toEqual(['5']),
    );
  });

  it('validates before sending and shows the server field errors beside their fields', async () => {
    const { user, state } = renderNew();
    await screen.findByRole('list', { name: 'Cámaras disponibles' });
    await user.click(screen.getByRole('button', { name: 'Crear panel' }));
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(state.requests).toEqual([]);

    await user.type(screen.getByLabelText(/^Título/), 'Otro');
    await user.type(screen.getByLabelText(/^Nombre/), 'Islas Centro');
    await user.click(screen.getByRole('button', { name: 'Crear panel' }));
    expect(await screen.findByText('Ya existe un panel con ese nombre')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre/)).toHaveAccessibleDescription(
      'Ya existe un panel con ese nombre',
    );
  });

  it('lets administrators choose the client, which empties the grid', async () => {
    const { user } = renderNew(panelsState(), 'admin');
    expect(await screen.findByText('Elige primero el cliente para ver sus cámaras.')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: /Cliente/ }));
    await user.click(await screen.findByRole('option', { name: 'Gasolinera Demo' }));
    await user.click(await screen.findByRole('button', { name: 'Agregar Isla 1 al panel' }));
    expect(tileNames()).toEqual(['Isla 1, posición 1']);
  });

  it('edits a panel keeping its cameras in order', async () => {
    const { user, state, store } = renderEdit();
    expect(await screen.findByLabelText(/^Título/)).toHaveValue('Monitoreo de islas');
    expect(tileNames()).toEqual(['Isla 1, posición 1', 'Isla 2, posición 2', 'Tienda, posición 3']);
    await user.click(screen.getByRole('button', { name: 'Mover Isla 1 después' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(state.requests).toHaveLength(1));
    expect(state.requests[0]).toMatchObject({
      method: 'PUT',
      path: '/api/panels/1',
      body: { name: 'Islas Centro', camera_ids: [2, 1, 3] },
    });
    expect(await screen.findByText('pantalla paneles')).toBeInTheDocument();
    expect(store.getState().toasts.items.at(-1)).toMatchObject({ message: 'panels:form.edited' });
  });

  it('says when the panel to edit does not exist', async () => {
    server.use(...panelsHandlers(testOrigin, panelsState({ panels: [] })));
    renderScreen(<EditPanelPage />, {
      path: '/edit-panel/:id',
      at: '/edit-panel/9',
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });
    expect(
      await screen.findByText('El panel no existe o ya no tienes acceso a él.'),
    ).toBeInTheDocument();
  });
});
