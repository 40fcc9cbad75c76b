// The browser side of live video: Chromium (headless, software decoding) plays a shared panel
// of 1, 4 and 8 demo cameras (or as many as the demo customer has) from the production build, and the page's main thread is measured
// while every tile decodes. The question it answers: what the player (mpegts.js demuxing and
// remuxing on the page's thread, beside React) costs the page, so whether moving the transmuxer
// into a worker would buy anything at these grid sizes.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../lib/browser';
import { startProductionServer } from '../../lib/productionServer';
import { DEMO_PASSWORD } from '../../../src/server/demo/demoDataSet';
import type { BenchTable } from './benchReport';

const GRID_SIZES = [1, 4, 8];
const SAMPLE_MS = Number(process.env.BENCH_PLAYER_SAMPLE_MS ?? 10_000);

interface Choice {
  id: number;
  has_source: boolean;
}

async function api<T>(base: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Sample {
  tiles: number;
  playing: number;
  fps: number;
  droppedPct: number;
  busyPct: number;
  scriptPct: number;
  longTasksPerMin: number;
  frameP95: number;
  frameMax: number;
}

/** Decoded and dropped frames of every <video>. */
const frames = (page: Page) =>
  page.$$eval('video', (videos) =>
    (videos as HTMLVideoElement[]).map((video) => {
      const quality = video.getVideoPlaybackQuality();
      return { total: quality.totalVideoFrames, dropped: quality.droppedVideoFrames };
    }),
  );

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

async function measure(page: Page, tiles: number): Promise<Sample> {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('video')].filter(
        (video) => video.getVideoPlaybackQuality().totalVideoFrames > 0,
      ).length >= expected,
    tiles,
    { timeout: 60_000, polling: 250 },
  );
  await page.waitForTimeout(2_000); // past the start-up (chunk load, first keyframes)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { task: value('TaskDuration'), script: value('ScriptDuration') };
  };
  // Frame intervals (requestAnimationFrame) and long tasks (> 50 ms) over the sample.
  await page.evaluate(() => {
    const probe = { intervals: [] as number[], longTasks: 0, last: performance.now() };
    (window as unknown as { benchProbe: typeof probe }).benchProbe = probe;
    new PerformanceObserver((list) => {
      probe.longTasks += list.getEntries().length;
    }).observe({ type: 'longtask' });
    const tick = (now: number) => {
      probe.intervals.push(now - probe.last);
      probe.last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const before = { frames: await frames(page), metrics: await metric(), at: Date.now() };
  await page.waitForTimeout(SAMPLE_MS);
  const after = { frames: await frames(page), metrics: await metric(), at: Date.now() };
  const probe = await page.evaluate(
    () =>
      (window as unknown as { benchProbe: { intervals: number[]; longTasks: number } }).benchProbe,
  );
  const seconds = (after.at - before.at) / 1000;
  const decoded = after.frames.map((f, i) => f.total - (before.frames[i]?.total ?? 0));
  const dropped = after.frames.map((f, i) => f.dropped - (before.frames[i]?.dropped ?? 0));
  const totalDecoded = decoded.reduce((a, b) => a + b, 0);
  const intervals = probe.intervals.slice(1);
  return {
    tiles,
    playing: decoded.filter((n) => n > 0).length,
    fps: totalDecoded / decoded.length / seconds,
    droppedPct: totalDecoded ? (dropped.reduce((a, b) => a + b, 0) / totalDecoded) * 100 : 0,
    busyPct: ((after.metrics.task - before.metrics.task) / seconds) * 100,
    scriptPct: ((after.metrics.script - before.metrics.script) / seconds) * 100,
    longTasksPerMin: (probe.longTasks / seconds) * 60,
    frameP95: percentile(intervals, 0.95),
    frameMax: Math.max(0, ...intervals),
  };
}

export async function playerMainThread(): Promise<BenchTable> {
  const server = await startProductionServer({ STREAM_IDLE_SECONDS: '2', LOG_LEVEL: 'error' });
  const browser = await launchBrowser();
  try {
    const login = await api<{ token: string }>(server.url, '/api/login', null, {
      username: 'admin@demo.surtidor.mx',
      password: DEMO_PASSWORD,
    });
    const token = login.token;
    const panels = await api<{ items: { id: number; customer: { id: number } }[] }>(
      server.url,
      '/api/panels',
      token,
    );
    // The customer with the most cameras that have a source.
    let customerId = 0;
    let cameraIds: number[] = [];
    for (const id of new Set(panels.items.map((p) => p.customer.id))) {
      const choices = await api<{ items: Choice[] }>(
        server.url,
        `/api/panels/camera_choices?customer_id=${id}`,
        token,
      );
      const usable = choices.items.filter((c) => c.has_source).map((c) => c.id);
      if (usable.length > cameraIds.length) [customerId, cameraIds] = [id, usable];
    }
    const samples: Sample[] = [];
    for (const size of new Set(GRID_SIZES.map((n) => Math.min(n, cameraIds.length)))) {
      const panel = await api<{ id: number }>(server.url, '/api/panels', token, {
        customer_id: customerId,
        title: `Banco ${size}`,
        name: `Banco de ${size} cámaras`,
        columns: Math.min(4, Math.ceil(Math.sqrt(size))),
        camera_ids: cameraIds.slice(0, size),
      });
      const link = await api<{ token: string }>(
        server.url,
        `/api/panels/${panel.id}/share_links`,
        token,
        { kind: 'panel' },
      );
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1600, height: 1000 },
      });
      const page = await context.newPage();
      await page.goto(`/public/panel/${link.token}`);
      samples.push(await measure(page, size));
      await context.close();
    }
    return {
      title: `Player in Chromium: a shared panel's grid, main thread over ${SAMPLE_MS / 1000} s`,
      columns: [
        { label: 'tiles' },
        { label: 'playing', numeric: true },
        { label: 'fps/tile', numeric: true },
        { label: 'dropped %', numeric: true },
        { label: 'main busy %', numeric: true },
        { label: 'script %', numeric: true },
        { label: 'long tasks/min', numeric: true },
        { label: 'frame p95 ms', numeric: true },
        { label: 'frame max ms', numeric: true },
      ],
      rows: samples.map((s) => [
        String(s.tiles),
        s.playing,
        s.fps,
        s.droppedPct,
        s.busyPct,
        s.scriptPct,
        s.longTasksPerMin,
        s.frameP95,
        s.frameMax,
      ]),
      notes: [
        'main busy %: the page thread’s task time (CDP TaskDuration) per second of wall time;',
        'script %: the JavaScript part of it (mpegts.js demux/remux, React, the socket loader).',
        'Demo cameras: ffmpeg’s test picture, 640x360 at 15 fps, software-decoded (no GPU).',
      ],
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
