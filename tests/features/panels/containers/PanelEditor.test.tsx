import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

type Effect = 'none' | 'copy' | 'move' | 'link';

/** The effects each effectAllowed permits. */
const allowedBy: Record<string, Effect[]> = {
  none: [],
  copy: ['copy'],
  move: ['move'],
  link: ['link'],
  copyMove: ['copy', 'move'],
  copyLink: ['copy', 'link'],
  linkMove: ['link', 'move'],
  all: ['copy', 'move', 'link'],
  uninitialized: ['copy', 'move', 'link'],
};

/**
 * A DataTransfer stand-in (jsdom has none) that keeps the browsers' rules: effectAllowed is set
 * only while dragstart runs, and each dragenter and dragover starts from the dropEffect that
 * effectAllowed suggests.
 */
class FakeDataTransfer {
  private data = new Map<string, string>();
  private allowed = 'uninitialized';
  starting = false;
  dropEffect: Effect = 'none';

  get effectAllowed() {
    return this.allowed;
  }
  set effectAllowed(value: string) {
    if (this.starting && value in allowedBy) this.allowed = value;
  }
  get types() {
    return [...this.data.keys()];
  }
  setData(type: string, value: string) {
    if (this.starting) this.data.set(type, value);
  }
  getData(type: string) {
    return this.data.get(type) ?? '';
  }
  /** The dropEffect a browser sets before dragenter and dragover. */
  suggest() {
    this.dropEffect = allowedBy[this.allowed]![0] ?? 'none';
  }
}

/**
 * A drag from `source` to `target` as Chromium and Firefox run it: the drop happens only when
 * the target cancelled dragenter and dragover and its dropEffect is one the source allowed;
 * otherwise the target gets dragleave and the source dragend with dropEffect 'none'.
 * Returns whether it dropped.
 */
function drag(source: Element, target: Element): boolean {
  // Only draggable elements start a drag.
  if (source.closest('[draggable="true"]') === null) return false;
  const transfer = new FakeDataTransfer();
  transfer.starting = true;
  const started = fireEvent.dragStart(source, { dataTransfer: transfer });
  transfer.starting = false;
  if (!started || transfer.types.length === 0) return false;
  transfer.suggest();
  const entered = !fireEvent.dragEnter(target, { dataTransfer: transfer });
  transfer.suggest();
  const overed = !fireEvent.dragOver(target, { dataTransfer: transfer });
  const accepted =
    entered && overed && allowedBy[transfer.effectAllowed]!.includes(transfer.dropEffect);
  if (accepted) {
    fireEvent.drop(target, { dataTransfer: transfer });
  } else {
    transfer.dropEffect = 'none';
    fireEvent.dragLeave(target, { dataTransfer: transfer });
  }
  fireEvent.dragEnd(source, { dataTransfer: transfer });
  return accepted;
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

    expect(drag(item('Isla 2'), freeSlot())).toBe(true);
    expect(tileNames()).toEqual(['Isla 2, posición 1']);
    expect(liveRegion()).toHaveTextContent(
      'Isla 2 agregada al panel en la posición 1 de 1 (fila 1, columna 1).',
    );
    // A camera already in the panel does not drag.
    expect(drag(item('Isla 2'), freeSlot())).toBe(false);
    // Dropped on the grid between tiles: at the end.
    expect(drag(item('Acceso norte'), grid())).toBe(true);
    // Onto a tile (onto its name too): before it.
    expect(drag(item('Tienda'), within(grid()).getByText('Isla 2'))).toBe(true);
    expect(tileNames()).toEqual([
      'Tienda, posición 1',
      'Isla 2, posición 2',
      'Acceso norte, posición 3',
    ]);
    // A tile dragged onto the free slot goes to the end.
    expect(drag(within(grid()).getByText('Tienda').closest('li')!, freeSlot())).toBe(true);
    expect(tileNames()).toEqual([
      'Isla 2, posición 1',
      'Acceso norte, posición 2',
      'Tienda, posición 3',
    ]);
    // A tile dragged onto another: before it.
    expect(drag(within(grid()).getByText('Acceso norte'), within(grid()).getByText('Isla 2'))).toBe(
      true,
    );
    expect(tileNames()).toEqual([
      'Acceso norte, posición 1',
      'Isla 2, posición 2',
      'Tienda, posición 3',
    ]);
    expect(liveRegion()).toHaveTextContent(
      'Acceso norte movida a la posición 1 de 3 (fila 1, columna 1).',
    );
    // Three per row: the order is kept and the columns sent.
    await user.click(screen.getByRole('combobox', { name: /Cámaras por fila/ }));
    await user.click(await screen.findByRole('option', { name: '3 cámaras por fila' }));
    await user.click(screen.getByRole('button', { name: 'Crear panel' }));
    await waitFor(() => expect(state.requests).toHaveLength(1));
    expect(state.requests[0]!.body).toMatchObject({ columns: 3, camera_ids: [4, 2, 3] });
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
