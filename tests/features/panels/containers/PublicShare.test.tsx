import { screen, waitFor, within } from '@testing-library/react';
import PublicPanelPage from '@/features/panels/screens/PublicPanelPage';
import PublicVideoPage from '@/features/panels/screens/PublicVideoPage';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import {
  CAMERA_SHARE_TOKEN,
  PANEL_SHARE_TOKEN,
  videoHandlers,
  videoState,
  type VideoState,
} from '../../../support/msw/videoHandlers';
import { openStreams, openedStreams, resetStreams } from '../../../support/fakeLiveStream';
import { renderScreen } from '../../../support/renderScreen';

jest.mock('@/features/panels/player/liveStream', () =>
  jest.requireActual('../../../support/fakeLiveStream'),
);

const server = setupApiServer();

function openPanel(token: string, state: VideoState = videoState()) {
  server.use(...videoHandlers(testOrigin, state));
  return renderScreen(<PublicPanelPage />, {
    path: '/public/panel/:token',
    at: `/public/panel/${token}`,
  });
}

function openVideo(stream: string, token: string, state: VideoState = videoState()) {
  server.use(...videoHandlers(testOrigin, state));
  return renderScreen(<PublicVideoPage />, {
    path: '/public/video/:stream/:token',
    at: `/public/video/${stream}/${token}`,
  });
}

const ADVICE = 'Verifica el enlace con la persona que lo compartió o pídele uno nuevo.';

async function expectProblem(title: string, text: string) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
  expect(alert).toHaveTextContent(text);
  expect(alert).toHaveTextContent(ADVICE);
  expect(screen.queryByLabelText(/Video en vivo/)).toBeNull();
  expect(openedStreams).toEqual([]);
}

beforeEach(() => resetStreams());

describe('public share pages', () => {
  it('a panel link shows the title, the time left and its cameras, streaming with the token', async () => {
    openPanel(PANEL_SHARE_TOKEN, videoState({ serverTime: new Date().toISOString() }));
    expect(
      await screen.findByRole('heading', { name: 'Estaciones del Bajío', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Panel compartido')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Tiempo restante: (30:00|29:5\d)$/);
    // The camera without a source is not shared.
    expect(screen.getAllByTestId('camera-tile')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Compartir/ })).toBeNull();
    expect(openStreams().map((s) => [s.cameraId, s.share, s.substream, s.sessionToken])).toEqual([
      [11, PANEL_SHARE_TOKEN, true, null],
      [12, PANEL_SHARE_TOKEN, true, null],
      [13, PANEL_SHARE_TOKEN, true, null],
    ]);
  });

  it('a camera link shows that camera alone, with its full stream', async () => {
    openVideo('11', CAMERA_SHARE_TOKEN);
    expect(await screen.findByRole('heading', { name: 'Isla 1', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Video compartido')).toBeInTheDocument();
    expect(openStreams().map((s) => [s.cameraId, s.share, s.substream])).toEqual([
      [11, CAMERA_SHARE_TOKEN, false],
    ]);
  });

  it('says an unknown token is invalid', async () => {
    openPanel('no-such-token');
    await expectProblem('Enlace no válido', 'Este enlace no existe o está incompleto.');
  });

  it('says a link opened for another camera is wrong', async () => {
    openVideo('12', CAMERA_SHARE_TOKEN);
    await expectProblem(
      'Enlace equivocado',
      'Este enlace no corresponde a la cámara que intentas ver.',
    );
  });

  it('says an expired link expired', async () => {
    openVideo('11', 'expired-token');
    await expectProblem(
      'Enlace vencido',
      'Este enlace venció: los enlaces de video duran 8 horas.',
    );
  });

  it('says a revoked link was revoked', async () => {
    openPanel('revoked-token');
    await expectProblem('Enlace revocado', 'Quien compartió este enlace lo revocó');
  });

  it('says an address whose camera is not a number is invalid', async () => {
    const state = videoState();
    openVideo('abc', CAMERA_SHARE_TOKEN, state);
    await expectProblem('Enlace no válido', 'Este enlace no existe o está incompleto.');
  });

  it('replaces the players with the revoked page when the stream closes with 4410, and never reconnects', async () => {
    openPanel(PANEL_SHARE_TOKEN);
    await screen.findByRole('heading', { name: 'Estaciones del Bajío', level: 1 });
    const first = openStreams()[0]!;
    first.report({ phase: 'live' });
    first.report({ phase: 'ended', endReason: 'revoked' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Enlace revocado' })).toBeInTheDocument();
    expect(openedStreams).toHaveLength(3);
    expect(openStreams()).toEqual([]); // every player stopped
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(openedStreams).toHaveLength(3); // nothing opened again
  });

  it('drops a camera taken out of the shared panel when its stream is cut (4404)', async () => {
    const state = videoState();
    openPanel(PANEL_SHARE_TOKEN, state);
    await screen.findByRole('heading', { name: 'Estaciones del Bajío', level: 1 });
    expect(screen.getAllByTestId('camera-tile')).toHaveLength(3);
    // Someone saves the panel without camera 12; its socket closes with 4404 (a refusal).
    state.panel.cameras = state.panel.cameras.filter((camera) => camera.id !== 12);
    openStreams()
      .find((stream) => stream.cameraId === 12)!
      .refuse();
    await waitFor(() => expect(screen.getAllByTestId('camera-tile')).toHaveLength(2));
    expect(openStreams().map((stream) => stream.cameraId)).toEqual([11, 13]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the expired page when the stream ends with 4410 expired', async () => {
    openVideo('11', CAMERA_SHARE_TOKEN);
    await screen.findByRole('heading', { name: 'Isla 1', level: 1 });
    openStreams()[0]!.report({ phase: 'ended', endReason: 'expired' });
    expect(await screen.findByRole('heading', { name: 'Enlace vencido' })).toBeInTheDocument();
    expect(openStreams()).toEqual([]);
  });

  it('shows the expired page when the countdown reaches zero', async () => {
    const state = videoState();
    // 2 seconds left on the server's clock.
    state.serverTime = new Date(Date.parse(state.links[0]!.expires_at) - 2_000).toISOString();
    openVideo('11', CAMERA_SHARE_TOKEN, state);
    await screen.findByRole('heading', { name: 'Isla 1', level: 1 });
    expect(openStreams()).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { name: 'Enlace vencido' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(openStreams()).toEqual([]);
  });

  it('asks the server why a stream is refused, and shows the revoked page', async () => {
    const state = videoState();
    openPanel(PANEL_SHARE_TOKEN, state);
    await screen.findByRole('heading', { name: 'Estaciones del Bajío', level: 1 });
    state.links = state.links.filter((link) => link.id !== 1); // revoked meanwhile
    openStreams()[0]!.refuse();
    expect(await screen.findByRole('heading', { name: 'Enlace revocado' })).toBeInTheDocument();
    await waitFor(() => expect(openStreams()).toEqual([]));
  });
});
