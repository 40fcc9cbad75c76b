// ffmpeg's command lines: low-latency MPEG-TS to stdout; RTSP over TCP; the camera's video
// copied unless re-encoding is asked; demo cameras' generated picture; no password in logs.
import { spawnSync } from 'node:child_process';
import {
  drawableText,
  ffmpegArgs,
  inputVideoCodec,
  maskSourceUrl,
} from '@/server/modules/video/streams/ffmpegArgs';
import { describeFfmpegFailure } from '@/server/modules/video/streams/ffmpegFailure';

const joined = (args: string[]) => args.join(' ');

it('relays an RTSP camera over TCP without re-encoding, to MPEG-TS on stdout', () => {
  const args = ffmpegArgs({
    sourceUrl: 'rtsp://admin:clave@10.0.0.5:554/Streaming/101',
    cameraName: 'Entrada',
    transcode: false,
  });
  expect(joined(args)).toContain('-rtsp_transport tcp');
  expect(joined(args)).toContain('-c:v copy');
  expect(joined(args)).toContain('-fflags nobuffer');
  expect(joined(args)).toContain('-flush_packets 1');
  expect(joined(args)).toContain('-muxdelay 0');
  expect(joined(args)).toContain('-an');
  expect(args.slice(-3)).toEqual(['-flush_packets', '1', 'pipe:1']);
  expect(args[args.indexOf('-f', args.indexOf('-i')) + 1]).toBe('mpegts');
});

it('re-encodes to baseline H.264 when asked, and reads HTTP sources', () => {
  const args = joined(
    ffmpegArgs({ sourceUrl: 'https://cam.example/live.flv', cameraName: 'x', transcode: true }),
  );
  expect(args).toContain('-i https://cam.example/live.flv');
  expect(args).not.toContain('rtsp_transport');
  expect(args).toContain('-c:v libx264');
  expect(args).toContain('-tune zerolatency');
  expect(args).toContain('-profile:v baseline');
});

it('masks user and password in anything logged', () => {
  expect(maskSourceUrl('rtsp://admin:clave@10.0.0.5/1 and http://u:p@h/x')).toBe(
    'rtsp://***@10.0.0.5/1 and http://***@h/x',
  );
  expect(maskSourceUrl('rtsp://10.0.0.5/1')).toBe('rtsp://10.0.0.5/1');
});

it('keeps drawtext safe from any camera name', () => {
  expect(drawableText("Cámara: 'Norte' \\ 100%")).toBe('Cámara Norte 100');
  expect(drawableText(':::')).toBe('Cámara');
});

it('tells the input codec from ffmpeg’s stream line', () => {
  expect(inputVideoCodec('  Stream #0:0: Video: hevc (Main), yuv420p(tv), 1920x1080')).toBe('hevc');
  expect(inputVideoCodec('  Stream #0:1: Audio: aac')).toBeNull();
});

it('explains failures without repeating the source', () => {
  const message = describeFfmpegFailure(1, [
    '[rtsp @ 0x1] method DESCRIBE failed: 401 Unauthorized',
    'rtsp://***@10.0.0.5/1: Server returned 401 Unauthorized',
  ]);
  expect(message).toBe('La cámara rechazó el usuario o la contraseña.');
  expect(describeFfmpegFailure(1, ['something odd'])).toContain('código 1');
});

it('draws the camera name and a clock on the demo picture with Debian’s ffmpeg', () => {
  const args = ffmpegArgs({
    sourceUrl: 'testsrc://Bomba 3',
    cameraName: 'ignored',
    transcode: false,
  });
  const vf = args[args.indexOf('-vf') + 1]!;
  expect(vf).toContain("text='Bomba 3'");
  expect(vf).toContain('localtime');
  expect(vf).toMatch(/fontfile='[^']+DejaVuSans\.ttf'/);
  // Two seconds of it really encode (the filter graph parses, the font loads).
  const run = spawnSync(
    'ffmpeg',
    [...args.filter((a) => a !== '-re').slice(0, -1), '-t', '1', '-y', '/dev/null'],
    { encoding: 'utf8', timeout: 30_000 },
  );
  expect(run.stderr).not.toMatch(/Error|Invalid/);
  expect(run.status).toBe(0);
});
