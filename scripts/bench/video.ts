// `npm run bench:video`: the stream hub on this machine, with one server-only node on
// PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh
// database is created and dropped) and cameras streaming ffmpeg's generated test picture
// (640x360, 15 fps, H.264 encoded by ffmpeg, so ffmpeg's CPU here is an upper bound: a real
// camera is copied, not encoded). Viewers are WebSocket clients in this process.
// 1. time to first frame: first TS packet and first keyframe, cold (ffmpeg not running) and
//    warm (another viewer already watching);
// 2. CPU: the server's and ffmpeg's per camera, and the server's per 100 viewers;
// 3. the largest viewer count one node holds with data still reaching every viewer, and the
//    server's memory per viewer (RSS slope over that ramp);
// 4. the player in Chromium: a shared panel of 1, 4 and 8 cameras, the page's main thread.
import fs from 'node:fs';
import { TsPacketSplitter, TsProgramTracker } from '../../src/server/modules/video';
import { startVideoNodes, type VideoNodes } from '../../tests/support/videoNodes';
import {
  ffmpegChildren,
  openStream,
  streamUrl,
  type StreamClient,
} from '../../tests/support/videoStreams';
import { median, printTable, type BenchTable } from './lib/benchReport';
import { playerMainThread } from './lib/playerBench';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CAMERAS = 4;
const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? 8000);
const MAX_VIEWERS = Number(process.env.BENCH_MAX_VIEWERS ?? 1600);
const TICKS_PER_SECOND = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds (user + system) a process has used. */
function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** CPU % of the server and of its ffmpeg children over `ms`. */
async function cpuOver(pid: number, ms: number): Promise<{ server: number; ffmpeg: number }> {
  const children = ffmpegChildren(pid);
  const before = { server: cpuSeconds(pid), ffmpeg: children.map(cpuSeconds) };
  await sleep(ms);
  const server = cpuSeconds(pid) - before.server;
  const ffmpeg = children.reduce((sum, child, i) => sum + cpuSeconds(child) - before.ffmpeg[i]!, 0);
  return { server: (server / (ms / 1000)) * 100, ffmpeg: (ffmpeg / (ms / 1000)) * 100 };
}

/** Milliseconds to the first packet and to the first keyframe of a new viewer. */
async function firstFrame(
  url: string,
  token: string,
): Promise<{ packet: number; keyframe: number; client: StreamClient }> {
  const started = performance.now();
  const client = await openStream(url, { token });
  const splitter = new TsPacketSplitter();
  const program = new TsProgramTracker();
  let packet = -1;
  let keyframe = -1;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no keyframe in 20 s')), 20_000);
    const onMessage = (data: Buffer) => {
      if (packet < 0) packet = performance.now() - started;
      const packets = splitter.push(data);
      if (packets && program.scan(packets) >= 0) {
        keyframe = performance.now() - started;
        clearTimeout(timer);
        client.socket.off('message', onMessage);
        resolve();
      }
    };
    // A warm stream's first message (tables and the cached picture) can arrive in the same tick
    // as the socket opens, before this listener: read what the client already holds first.
    for (const message of client.messages) {
      onMessage(message);
      if (keyframe >= 0) return;
    }
    client.socket.on('message', onMessage);
  });
  return { packet, keyframe, client };
}

async function waitForNoStream(pid: number): Promise<void> {
  const until = Date.now() + 15_000;
  while (ffmpegChildren(pid).length > 0) {
    if (Date.now() > until) throw new Error('ffmpeg did not stop');
    await sleep(100);
  }
}

async function timeToFirstFrame(cluster: VideoNodes, token: string): Promise<BenchTable> {
  const node = cluster.nodes[0]!;
  const url = streamUrl(node.url, cluster.cameraIds[0]!);
  const cold: Array<{ packet: number; keyframe: number }> = [];
  for (let run = 0; run < 3; run += 1) {
    await waitForNoStream(node.pid);
    const result = await firstFrame(url, token);
    result.client.close();
    cold.push(result);
  }
  await waitForNoStream(node.pid);
  const holder = await openStream(url, { token, keepMessages: false });
  await holder.waitForBytes(188 * 100);
  const warm: Array<{ packet: number; keyframe: number }> = [];
  for (let run = 0; run < 10; run += 1) {
    await sleep(run * 37); // joins at different points of the picture's second
    const result = await firstFrame(url, token);
    result.client.close();
    warm.push(result);
  }
  holder.close();
  const row = (label: string, runs: typeof cold) => [
    label,
    runs.length,
    median(runs.map((r) => r.packet)),
    median(runs.map((r) => r.keyframe)),
    Math.max(...runs.map((r) => r.keyframe)),
  ];
  return {
    title: 'Time to first frame (ms, WebSocket opened to first TS packet / first keyframe)',
    columns: [
      { label: 'start' },
      { label: 'runs', numeric: true },
      { label: 'first packet (median)', numeric: true },
      { label: 'first keyframe (median)', numeric: true },
      { label: 'first keyframe (max)', numeric: true },
    ],
    rows: [row('cold (ffmpeg started)', cold), row('warm (stream running)', warm)],
    notes: ['Warm viewers get the program tables and the picture since the last keyframe at once.'],
  };
}

async function openViewers(url: string, token: string, count: number): Promise<StreamClient[]> {
  const viewers: StreamClient[] = [];
  for (let i = 0; i < count; i += 25) {
    viewers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, count - i) }, () =>
          openStream(url, { token, keepMessages: false }),
        ),
      )),
    );
  }
  return viewers;
}

async function cpuAndMemory(cluster: VideoNodes, token: string): Promise<BenchTable> {
  const node = cluster.nodes[0]!;
  const urls = cluster.cameraIds.map((id) => streamUrl(node.url, id));
  await waitForNoStream(node.pid);
  const idle = await cpuOver(node.pid, SAMPLE_MS / 2);
  const one = await openViewers(urls[0]!, token, 1);
  await one[0]!.waitForBytes(188 * 100);
  const oneCamera = await cpuOver(node.pid, SAMPLE_MS);
  const others = await Promise.all(urls.slice(1).map((url) => openViewers(url, token, 1)));
  await sleep(2000);
  const allCameras = await cpuOver(node.pid, SAMPLE_MS);
  for (const viewer of others.flat()) viewer.close();
  await sleep(500);

  const hundred = await openViewers(urls[0]!, token, 100);
  await sleep(2000);
  const hundredCpu = await cpuOver(node.pid, SAMPLE_MS);
  for (const viewer of [...one, ...hundred]) viewer.close();

  return {
    title: 'CPU (one node, 2 cores shared with the viewers in the bench process)',
    columns: [{ label: 'measure' }, { label: 'value', numeric: true }, { label: 'unit' }],
    rows: [
      ['server CPU, no stream', idle.server, '% of a core'],
      [
        'server CPU per camera (1 viewer each, 4 cameras)',
        allCameras.server / CAMERAS,
        '% of a core',
      ],
      [
        'ffmpeg CPU per camera (test picture, x264 encode)',
        allCameras.ffmpeg / CAMERAS,
        '% of a core',
      ],
      ['server CPU, 1 camera 1 viewer', oneCamera.server, '% of a core'],
      [
        'server CPU per 100 viewers (1 camera, 101 viewers)',
        hundredCpu.server - oneCamera.server,
        '% of a core',
      ],
    ],
  };
}

async function largestViewerCount(cluster: VideoNodes, token: string): Promise<BenchTable> {
  const node = cluster.nodes[0]!;
  const url = streamUrl(node.url, cluster.cameraIds[0]!);
  const viewers: StreamClient[] = [];
  const rows: (string | number)[][] = [];
  const notes: string[] = [];
  let held = 0;
  for (let target = 100; target <= MAX_VIEWERS; target *= 2) {
    try {
      viewers.push(...(await openViewers(url, token, target - viewers.length)));
    } catch (error) {
      rows.push([target, 'refused', String((error as Error).message), '', '', '']);
      notes.push(`Server log tail: ${node.logs().slice(-400)}`);
      break;
    }
    await sleep(2000);
    const before = viewers.map((v) => v.bytes());
    const cpu = await cpuOver(node.pid, 4000);
    const starved = viewers.filter((v, i) => v.bytes() <= before[i]!).length;
    const closed = viewers.filter((v) => v.socket.readyState !== v.socket.OPEN).length;
    const mbps = (viewers.reduce((s, v, i) => s + v.bytes() - before[i]!, 0) * 8) / 4 / 1e6;
    rows.push([target, starved, closed, cpu.server, mbps, rssMb(node.pid)]);
    if (starved > 0 || closed > 0) break;
    held = target;
  }
  for (const viewer of viewers) viewer.close();
  // RSS moves with the garbage collector: the slope over the whole ramp is steadier than a
  // difference between two close counts.
  const heldRows = rows.filter((row) => Number(row[0]) <= held);
  const first = heldRows[0];
  const last = heldRows.at(-1);
  const perViewerKb =
    first && last && last !== first
      ? ((Number(last[5]) - Number(first[5])) * 1024) / (Number(last[0]) - Number(first[0]))
      : NaN;
  return {
    title: `Viewers one node holds on one camera (data reaching every viewer over 4 s; ramp stops at the first failure or ${MAX_VIEWERS})`,
    columns: [
      { label: 'viewers', numeric: true },
      { label: 'starved', numeric: true },
      { label: 'dropped', numeric: true },
      { label: 'server CPU %', numeric: true },
      { label: 'Mbit/s out', numeric: true },
      { label: 'server RSS MB', numeric: true },
    ],
    rows,
    notes: [
      `Largest count held: ${held}. "dropped" = closed as slow (4408) by the hub.`,
      `Server memory per viewer (RSS slope over the ramp): ${perViewerKb.toFixed(1)} KB.`,
      ...notes,
    ],
  };
}

async function main(): Promise<void> {
  const wanted = process.env.BENCH_SECTIONS?.split(',');
  const hubSections = ['ttff', 'cpu', 'viewers'].filter((name) => !wanted || wanted.includes(name));
  if (hubSections.length > 0) {
    const cluster = await startVideoNodes(DATABASE_URL, {
      nodes: 1,
      cameras: CAMERAS,
      env: { STREAM_IDLE_SECONDS: '1', LOG_LEVEL: 'error' },
    });
    try {
      const token = await cluster.login(0);
      const sections: Record<string, () => Promise<BenchTable>> = {
        ttff: () => timeToFirstFrame(cluster, token),
        cpu: () => cpuAndMemory(cluster, token),
        viewers: () => largestViewerCount(cluster, token),
      };
      for (const name of hubSections) printTable(await sections[name]!());
    } finally {
      await cluster.stop();
    }
  }
  // The browser's side, on the production build (npm run build) with the demo data.
  if (!wanted || wanted.includes('player')) printTable(await playerMainThread());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
