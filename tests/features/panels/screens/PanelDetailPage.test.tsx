import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import PanelDetailPage from '@/features/panels/screens/PanelDetailPage';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import {
  VIDEO_UNAVAILABLE,
  videoHandlers,
  videoState,
  type VideoState,
} from '../../../support/msw/videoHandlers';
import { openStreams, openedStreams, resetStreams } from '../../../support/fakeLiveStream';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

jest.mock('@/features/panels/player/liveStream', () =>
  jest.requireActual('../../../support/fakeLiveStream'),
);

const server = setupApiServer();
// An Editor (vms flag): sharing and revoking need it; the viewer without a permission object
// only watches (the last test).
const token = demoToken('editor');
const auth = signedInAs(demoProfiles.editor, token);
const withoutPermissions = signedInAs(demoProfiles.sinpermisos, demoToken('sinpermisos'));
const origin = testOrigin.origin!;

function open(state: VideoState = videoState(), at = '/panel-detail/7') {
  server.use(...videoHandlers(testOrigin, state));
  return renderScreen(<PanelDetailPage />, { path: '/panel-detail/:id', at, auth });
}

const tileNames = () =>
  screen.getAllByTestId('camera-tile').map((tile) => within(tile).getByRole('heading').textContent);
const tile = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  resetStreams();
});

describe('PanelDetailPage', () => {
  it('shows the panel title and its cameras in order, each streaming with the session', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'Estaciones del Bajío' }),
    ).toBeInTheDocument();
    expect(tileNames()).toEqual(['Isla 1', 'Isla 2', 'Acceso', 'Tienda']);
    expect(within(tile('Isla 1')).getByText('Estación: Servicio Lomas')).toBeInTheDocument();
    // Tienda has no source: a message instead of a player, and no stream.
    expect(
      within(tile('Tienda')).getByText('Esta cámara no tiene una fuente de video configurada.'),
    ).toBeInTheDocument();
    expect(within(tile('Tienda')).queryByLabelText(/Video en vivo/)).toBeNull();
    expect(openStreams().map((s) => [s.cameraId, s.substream, s.sessionToken, s.share])).toEqual([
      [11, true, token, undefined],
      [12, false, token, undefined], // no substream: the main one
      [13, true, token, undefined],
    ]);
    expect(screen.getByRole('region', { name: 'Cámaras' })).toHaveStyle(
      'grid-template-columns: repeat(2, minmax(0, 1fr))',
    );
  });

  it('tells each tile’s state: live, connecting, reconnecting, offline', async () => {
    open();
    await screen.findByRole('heading', { name: 'Estaciones del Bajío' });
    expect(within(tile('Isla 1')).getByText('Conectando')).toBeInTheDocument();
    expect(within(tile('Acceso')).getByText('Sin señal')).toBeInTheDocument();
    const isla1 = openStreams().find((s) => s.cameraId === 11)!;
    isla1.report({ phase: 'live' });
    expect(within(tile('Isla 1')).getByText('En vivo')).toBeInTheDocument();
    expect(within(tile('Isla 1')).queryByRole('status')).toBeNull();
    isla1.report({ phase: 'reconnecting' });
    expect(within(tile('Isla 1')).getByRole('status')).toHaveTextContent('Reconectando…');
  });

  it('filters tiles by camera name or station, ignoring accents and case', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Estaciones del Bajío' });
    const search = screen.getByRole('searchbox', { name: 'Buscar cámara o estación' });
    await user.type(search, 'queretaro');
    expect(tileNames()).toEqual(['Acceso', 'Tienda']);
    await user.clear(search);
    await user.type(search, 'ISLA 2');
    expect(tileNames()).toEqual(['Isla 2']);
    await user.clear(search);
    await user.type(search, 'bodega');
    expect(screen.queryAllByTestId('camera-tile')).toHaveLength(0);
    expect(screen.getByText('Ninguna cámara coincide con «bodega».')).toBeInTheDocument();
  });

  it('shares one camera: creates a camera link, shows its address and copies it', async () => {
    const state = videoState();
    const { user, store } = open(state);
    await screen.findByRole('heading', { name: 'Estaciones del Bajío' });
    await user.click(screen.getByRole('button', { name: 'Compartir video de Isla 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartir video' });
    expect(within(dialog).getByText(/la cámara «Isla 2»/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Generar enlace' }));
    const address = await within(dialog).findByLabelText('Enlace para compartir');
    expect(state.requests).toEqual([
      'POST /api/panels/7/share_links {"kind":"camera","camera_id":12}',
    ]);
    expect(address).toHaveValue(`${window.location.origin}/public/video/12/new-token-3`);
    expect(within(dialog).getByText(/^Vence el .*\(en 8 horas\)\.$/)).toBeInTheDocument();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText'); // user-event's clipboard
    await user.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/public/video/12/new-token-3`,
      ),
    );
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'video:share.copied',
    });
    expect(within(dialog).getByRole('button', { name: 'Enlace copiado' })).toBeInTheDocument();
    // The new link joins the list.
    const links = screen.getByRole('table', { name: 'Enlaces activos del panel' });
    expect(await within(links).findByText('Isla 2')).toBeInTheDocument();
  });

  it('shares the whole site with a panel link', async () => {
    const state = videoState();
    const { user } = open(state);
    await screen.findByRole('heading', { name: 'Estaciones del Bajío' });
    await user.click(screen.getByRole('button', { name: 'Compartir sitio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartir sitio' });
    await user.click(within(dialog).getByRole('button', { name: 'Generar enlace' }));
    expect(await within(dialog).findByLabelText('Enlace para compartir')).toHaveValue(
      `${window.location.origin}/public/panel/new-token-3`,
    );
    expect(state.requests).toEqual(['POST /api/panels/7/share_links {"kind":"panel"}']);
  });

  it('opens the site share dialog at once with ?share=panel, and drops it on close', async () => {
    const state = videoState();
    const { user, location } = open(state, '/panel-detail/7?share=panel');
    const dialog = await screen.findByRole('dialog', { name: 'Compartir sitio' });
    expect(within(dialog).getByText(/el panel «Estaciones del Bajío»/)).toBeInTheDocument();
    expect(state.requests).toEqual([]); // nothing made until asked
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().search).toBe('');
  });

  it('lists the active links with the time left on the server clock, ticking', async () => {
    // The browser's clock is 2 hours off: time left still follows the server's.
    const state = videoState({ serverTime: new Date(Date.now() + 2 * 3_600_000).toISOString() });
    open(state);
    const links = await screen.findByRole('table', { name: 'Enlaces activos del panel' });
    await within(links).findByText('Isla 1');
    const rows = within(links).getAllByRole('row');
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells.map((c) => c.slice(0, 3))).toEqual([
      ['Cámara', 'Isla 1', 'Sergio Sin Permisos'],
      ['Panel', 'Todo el panel', 'Usuario eliminado'],
    ]);
    const firstLeft = within(rows[1]!).getByRole('timer').textContent!;
    expect(firstLeft).toMatch(/^(7:00:00|6:59:5\d)$/);
    expect(within(rows[2]!).getByRole('timer').textContent).toMatch(/^(30:00|29:5\d)$/);
    await waitFor(
      () => expect(within(rows[1]!).getByRole('timer').textContent).not.toBe(firstLeft),
      {
        timeout: 2500,
      },
    );
  });

  it('revokes a link after confirmation', async () => {
    const state = videoState();
    const { user, store } = open(state);
    const links = await screen.findByRole('table', { name: 'Enlaces activos del panel' });
    await within(links).findByText('Isla 1');
    await user.click(within(links).getByRole('button', { name: 'Revocar enlace de Isla 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revocar enlace' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(state.requests).toEqual([]);
    await user.click(within(links).getByRole('button', { name: 'Revocar enlace de Isla 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revocar enlace' })).getByRole('button', {
        name: 'Revocar',
      }),
    );
    await waitFor(() => expect(within(links).queryByText('Isla 1')).toBeNull());
    expect(state.requests).toEqual(['DELETE /api/share_links/2']);
    expect(within(links).getByText('Todo el panel')).toBeInTheDocument();
    expect(store.getState().toasts.items.at(-1)).toMatchObject({ message: 'video:links.revoked' });
  });

  it('plays one camera in full screen with its full stream, pausing the grid; Escape leaves', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Estaciones del Bajío' });
    await user.click(screen.getByRole('button', { name: 'Pantalla completa de Isla 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Isla 1' });
    expect(within(viewer).getByLabelText('Video en vivo de Isla 1')).toBeInTheDocument();
    expect(openStreams().map((s) => [s.cameraId, s.substream])).toEqual([[11, false]]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Isla 1' })).toBeNull());
    expect(openStreams().map((s) => s.cameraId)).toEqual([11, 12, 13]);
  });

  it('says what to install when the server has no video, and opens no stream', async () => {
    open(videoState({ status: VIDEO_UNAVAILABLE }));
    await screen.findByRole('heading', { name: 'Estaciones del Bajío' });
    await waitFor(() =>
      expect(within(tile('Isla 1')).getByText(VIDEO_UNAVAILABLE.message!)).toBeInTheDocument(),
    );
    expect(
      within(tile('Isla 1')).getByText('El video en vivo no está disponible en este servidor.'),
    ).toBeInTheDocument();
    expect(within(tile('Isla 1')).getByText('Error')).toBeInTheDocument();
    expect(openStreams()).toEqual([]);
  });

  it('asks the server why when a stream is refused, and shows it', async () => {
    const state = videoState();
    open(state);
    await screen.findByRole('heading', { name: 'Estaciones del Bajío' });
    state.status = VIDEO_UNAVAILABLE; // ffmpeg went missing: the stream answers 503
    openStreams()[0]!.refuse();
    expect(await within(tile('Isla 1')).findByText(VIDEO_UNAVAILABLE.message!)).toBeInTheDocument();
    expect(openStreams()).toEqual([]);
    expect(openedStreams.every((s) => s.destroyed)).toBe(true);
  });

  it('says Token invalid when the session is refused', async () => {
    server.use(
      http.get(`${origin}/api/panels/:id`, () =>
        HttpResponse.json({ message: 'Sesión no válida', code: 'unauthorized' }, { status: 401 }),
      ),
      ...videoHandlers(testOrigin),
    );
    renderScreen(<PanelDetailPage />, { path: '/panel-detail/:id', at: '/panel-detail/7', auth });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Token invalid/);
  });

  it('says Error de servidor on a server failure, with Reintentar', async () => {
    let calls = 0;
    server.use(
      http.get(`${origin}/api/panels/:id`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Falla' }, { status: 500 });
      }),
      ...videoHandlers(testOrigin),
    );
    const { user } = renderScreen(<PanelDetailPage />, {
      path: '/panel-detail/:id',
      at: '/panel-detail/7',
      auth,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Error de servidor/);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('says the panel does not exist for an unknown id', async () => {
    open(videoState(), '/panel-detail/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este panel no existe o fue eliminado.',
    );
  });

  it('lets a user without a permission object watch the panel but not share nor revoke', async () => {
    server.use(...videoHandlers(testOrigin, videoState()));
    renderScreen(<PanelDetailPage />, {
      path: '/panel-detail/:id',
      at: '/panel-detail/7?share=panel',
      auth: withoutPermissions,
    });
    expect(await screen.findAllByTestId('camera-tile')).not.toHaveLength(0);
    expect(await screen.findByText(/Isla 1/, { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compartir sitio' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Compartir video/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Revocar/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
