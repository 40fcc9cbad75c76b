// Live video end to end, in Chromium against the production build with the demo data (demo
// panels of testsrc cameras, relayed by the server's ffmpeg). A user without a permission object
// opens a panel from /vms and every tile decodes frames; a camera shared from the detail (by an
// Editor: sharing needs the vms flag) plays in a fresh context without a session until it is revoked from the detail, when the public page
// says so and the video stops. A link that expires (SHARE_LINK_SECONDS is short here) and a
// tampered or wrong link show their messages and decode nothing. An administrator builds a new
// panel by dragging cameras from the list into the grid and reorders its tiles by drag.
import type { BrowserContext, Page } from 'playwright-core';
import { callApi, signIn, startE2eSuite } from '../support/e2eSuite';

const USER = 'sinpermisos@demo.surtidor.mx';
/** Sharing and revoking need the vms flag, which USER (no permission object) lacks. */
const SHARER = 'editor@demo.surtidor.mx';
const LINK_SECONDS = 45;
const suite = startE2eSuite({ SHARE_LINK_SECONDS: String(LINK_SECONDS) });

interface PanelCamera {
  id: number;
  name: string;
  has_source: boolean;
}
interface Panel {
  id: number;
  name: string;
  title: string;
  cameras: PanelCamera[];
}

interface Playback {
  frames: number;
  time: number;
}

/** Decoded frames and playback time of every <video> on the page, in document order. */
const playback = (page: Page): Promise<Playback[]> =>
  page.$$eval('video', (videos) =>
    (videos as HTMLVideoElement[]).map((video) => ({
      frames: video.getVideoPlaybackQuality().totalVideoFrames,
      time: video.currentTime,
    })),
  );

/** Waits until `count` videos play, then checks each one's frames and time still rise. */
async function expectDecoding(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const videos = [...document.querySelectorAll('video')];
      return (
        videos.length === expected &&
        videos.every((video) => video.getVideoPlaybackQuality().totalVideoFrames > 0)
      );
    },
    count,
    { timeout: 60_000, polling: 250 },
  );
  const before = await playback(page);
  // Waits for every video to move past its first reading rather than a fixed 2 s: with the
  // Jest gates running beside the end-to-end ones, a decoder may pause a moment under load.
  await page
    .waitForFunction(
      (baseline) =>
        [...document.querySelectorAll('video')].every(
          (video, index) =>
            video.getVideoPlaybackQuality().totalVideoFrames > baseline[index]!.frames &&
            video.currentTime > baseline[index]!.time,
        ),
      before,
      { timeout: 40_000, polling: 250 },
    )
    .catch(() => undefined); // the expectations below say which video stood still
  const after = await playback(page);
  expect(after).toHaveLength(count);
  after.forEach((now, index) => {
    expect(now.frames).toBeGreaterThan(before[index]!.frames);
    expect(now.time).toBeGreaterThan(before[index]!.time);
  });
}

async function publicPage(): Promise<{ context: BrowserContext; page: Page; sockets: string[] }> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  return { context, page, sockets };
}

async function firstPanel(page: Page, token: string): Promise<Panel> {
  const list = await callApi<{ items: { id: number; camera_count: number }[] }>(
    page,
    token,
    'GET',
    '/api/panels',
  );
  const summary = list.items.find((panel) => panel.camera_count > 0);
  if (!summary) throw new Error('the demo has no panel with cameras');
  return callApi<Panel>(page, token, 'GET', `/api/panels/${summary.id}`);
}

interface ExpiringLinks {
  /** A camera link, for the camera with a source. */
  made: { path: string; token: string };
  camera: PanelCamera;
  other: PanelCamera | undefined;
  /** A panel link of the same panel. */
  panelPath: string;
  /** When the first of the two expires (ms since the epoch). */
  expiresAt: number;
}

/** What the expired-link test needs to still be alive when it starts. */
const MIN_LIFE_LEFT_MS = 20_000;

/** A camera link and a panel link of the first panel, made by SHARER through the API. */
async function makeExpiringLinks(): Promise<ExpiringLinks> {
  const { context, page } = await suite.newPage();
  try {
    const token = await signIn(page, SHARER);
    const panel = await firstPanel(page, token);
    const camera = panel.cameras.find((c) => c.has_source)!;
    const other = panel.cameras.find((c) => c.id !== camera.id);
    type Created = { path: string; token: string; link: { expires_at: string } };
    const made = await callApi<Created>(
      page,
      token,
      'POST',
      `/api/panels/${panel.id}/share_links`,
      {
        kind: 'camera',
        camera_id: camera.id,
      },
    );
    const panelLink = await callApi<Created>(
      page,
      token,
      'POST',
      `/api/panels/${panel.id}/share_links`,
      { kind: 'panel' },
    );
    return {
      made,
      camera,
      other,
      panelPath: panelLink.path,
      expiresAt: Math.min(Date.parse(made.link.expires_at), Date.parse(panelLink.link.expires_at)),
    };
  } finally {
    await context.close();
  }
}

// Made first: they age while the two tests before the expired-link one run.
let early: ExpiringLinks | undefined;
beforeAll(async () => {
  early = await makeExpiringLinks();
}, 60_000);

it('a user without permissions opens a panel from /vms and every tile decodes', async () => {
  const { context, page } = await suite.newPage();
  try {
    const token = await signIn(page, USER, undefined, '/vms');
    const panel = await firstPanel(page, token);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));

    await page.goto('/vms');
    await page.getByRole('link', { name: panel.title }).first().click();
    await page.waitForURL(`**/panel-detail/${panel.id}`);
    await page.getByRole('heading', { name: panel.title }).waitFor();

    const streaming = panel.cameras.filter((camera) => camera.has_source);
    expect(streaming.length).toBeGreaterThan(0);
    await expectDecoding(page, streaming.length);
    for (const camera of streaming) {
      expect(sockets.some((url) => url.includes(`/api/streams/${camera.id}`))).toBe(true);
    }
    // The session travels as a subprotocol, never in the address.
    expect(sockets.every((url) => !url.includes(token))).toBe(true);
  } finally {
    await context.close();
  }
}, 180_000);

it('a shared camera plays without a session until it is revoked from the detail', async () => {
  const { context, page } = await suite.newPage();
  const viewer = await publicPage();
  try {
    const token = await signIn(page, SHARER);
    const panel = await firstPanel(page, token);
    const camera = panel.cameras.find((c) => c.has_source)!;
    await page.goto(`/panel-detail/${panel.id}`);
    await page.getByRole('button', { name: `Compartir video de ${camera.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Compartir video' });
    await dialog.getByRole('button', { name: 'Generar enlace' }).click();
    const address = await dialog.getByLabel('Enlace para compartir').inputValue();
    expect(address).toMatch(new RegExp(`/public/video/${camera.id}/[A-Za-z0-9_-]{43}$`));
    // The footer's 'Cerrar' (the header's × is labelled the same).
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();

    await viewer.page.goto(address);
    await viewer.page.getByRole('heading', { name: camera.name, level: 1 }).waitFor();
    await viewer.page.getByRole('timer').waitFor();
    await expectDecoding(viewer.page, 1);
    expect(await viewer.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const links = page.getByRole('table', { name: 'Enlaces activos del panel' });
    await links
      .getByRole('button', { name: `Revocar enlace de ${camera.name}` })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Revocar enlace' })
      .getByRole('button', { name: 'Revocar' })
      .click();

    await viewer.page.getByRole('heading', { name: 'Enlace revocado' }).waitFor({ timeout: 5_000 });
    expect(await viewer.page.locator('video').count()).toBe(0);
    // Nothing reconnects afterwards.
    const opened = viewer.sockets.length;
    await viewer.page.waitForTimeout(3_000);
    expect(viewer.sockets.length).toBe(opened);
  } finally {
    await viewer.context.close();
    await context.close();
  }
}, 180_000);

it('an expired link, a tampered link and a link for another camera decode nothing', async () => {
  // The links made before the first test have aged while the others ran, so the wait for their
  // end is shorter; when too little of their life is left to see the panel play first, fresh
  // ones are made (and waited out in full).
  const links =
    early && early.expiresAt - Date.now() > MIN_LIFE_LEFT_MS ? early : await makeExpiringLinks();
  const { made, camera, other, panelPath } = links;

  const viewer = await publicPage();
  try {
    // Tampered: its first character changed.
    const first = made.token.startsWith('A') ? 'B' : 'A';
    await viewer.page.goto(`/public/video/${camera.id}/${first}${made.token.slice(1)}`);
    await viewer.page.getByRole('heading', { name: 'Enlace no válido' }).waitFor();
    await viewer.page.getByText('Verifica el enlace con la persona que lo compartió').waitFor();

    // A camera link opened for another camera.
    if (other) {
      await viewer.page.goto(`/public/video/${other.id}/${made.token}`);
      await viewer.page.getByRole('heading', { name: 'Enlace equivocado' }).waitFor();
    }
    expect(await viewer.page.locator('video').count()).toBe(0);
    expect(viewer.sockets).toEqual([]);

    // The panel link plays, then the link expires: the page says so and stops.
    await viewer.page.goto(panelPath);
    await viewer.page.locator('video').first().waitFor();
    await viewer.page
      .getByRole('heading', { name: 'Enlace vencido' })
      .waitFor({ timeout: (LINK_SECONDS + 15) * 1000 });
    expect(await viewer.page.locator('video').count()).toBe(0);

    // Opened again after it expired: the expired page at once, and no stream.
    const before = viewer.sockets.length;
    await viewer.page.goto(made.path);
    await viewer.page.getByRole('heading', { name: 'Enlace vencido' }).waitFor();
    await viewer.page.waitForTimeout(1_000);
    expect(await viewer.page.locator('video').count()).toBe(0);
    expect(viewer.sockets.length).toBe(before);
  } finally {
    await viewer.context.close();
  }
}, 180_000);

it('an administrator drags cameras from the list into a new panel and reorders them', async () => {
  const { context, page } = await suite.newPage();
  try {
    await signIn(page, 'admin@demo.surtidor.mx');
    await page.goto('/new-panel');
    await page.getByLabel(/^Título/).fill('Accesos');
    await page.getByLabel(/^Nombre/).fill('Accesos de prueba');
    await page.getByRole('combobox', { name: /Cliente/ }).click();
    await page.getByRole('option', { name: 'Grupo Surtidor Demo', exact: true }).click();

    const picker = page.getByRole('list', { name: 'Cámaras disponibles' });
    const camera = (name: string) => picker.getByRole('listitem').filter({ hasText: name });
    const grid = page.getByRole('list', { name: /^Cuadrícula del panel/ });
    const tile = (name: string, position: number) =>
      grid.getByRole('listitem', { name: `${name}, posición ${position}` });
    await camera('Cámara de acceso AGS-02').waitFor();

    // A real drag (mouse down, moves, up): Chromium runs the HTML drag and drop from it.
    await camera('Cámara de acceso AGS-02').dragTo(grid);
    await page.getByRole('list', { name: 'Cuadrícula del panel: 1 de 16 cámaras' }).waitFor();
    await page.getByText('1 de 16 cámaras. Arrastra').waitFor();
    await tile('Cámara de acceso AGS-02', 1).waitFor();
    await camera('Cámara de acceso AGS-02').getByText('En el panel').waitFor();

    await camera('Cámara de tienda AGS-01').dragTo(grid.getByText('Suelta aquí'));
    await page.getByRole('list', { name: 'Cuadrícula del panel: 2 de 16 cámaras' }).waitFor();
    await tile('Cámara de tienda AGS-01', 2).waitFor();

    // A tile dragged onto another goes before it.
    await tile('Cámara de tienda AGS-01', 2).dragTo(tile('Cámara de acceso AGS-02', 1), {
      sourcePosition: { x: 24, y: 12 },
    });
    await tile('Cámara de tienda AGS-01', 1).waitFor();
    await tile('Cámara de acceso AGS-02', 2).waitFor();
    expect(await grid.getByRole('listitem').evaluateAll((items) => items.length)).toBe(3);
  } finally {
    await context.close();
  }
}, 180_000);
