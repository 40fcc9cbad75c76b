// The ffmpeg command line of one camera stream: read the source (RTSP over TCP, HTTP(S), or a
// generated test picture for demo cameras) and write MPEG-TS to stdout, flushing every packet
// so the picture reaches viewers with as little delay as the source allows. Camera video is
// copied as it comes (no re-encoding cost) unless the browser cannot play its codec.
import fs from 'node:fs';
import path from 'node:path';
import { FONT_FILES, fontDir } from '../../../shared/fontFiles';

/** Demo cameras: `testsrc://Label` streams ffmpeg's test picture with the label and a clock. */
export const TEST_SOURCE_PREFIX = 'testsrc://';

export interface StreamInput {
  sourceUrl: string;
  /** Shown on the generated test picture. */
  cameraName: string;
  /** Re-encode to H.264 (the source's codec is not one browsers play). */
  transcode: boolean;
}

const OUTPUT_ARGS = ['-f', 'mpegts', '-muxdelay', '0', '-flush_packets', '1', 'pipe:1'];

// Baseline H.264 every browser decodes, a keyframe every second (a late viewer waits at most
// that long) and no lookahead (zerolatency), so frames leave ffmpeg as soon as they are made.
const H264_ARGS = [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-tune',
  'zerolatency',
  '-profile:v',
  'baseline',
  '-pix_fmt',
  'yuv420p',
];

const TEST_PICTURE = { size: '640x360', rate: 15 };

/** What drawtext may print unescaped: letters, digits and a little punctuation. */
export function drawableText(text: string): string {
  const kept = text.replace(/[^\p{L}\p{N} #()_.-]/gu, ' ').replace(/\s+/g, ' ');
  return kept.trim().slice(0, 60) || 'Cámara';
}

/** The label of testsrc://Label, percent-encoded in the URL (spaces are not allowed there). */
function testLabel(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

function fontFile(): string | null {
  try {
    const file = path.join(fontDir(), FONT_FILES.regular);
    return fs.existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

function testPictureArgs(label: string): string[] {
  const font = fontFile();
  const box = 'fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6';
  const fontOption = font ? `fontfile='${font}':` : '';
  const filters = [
    `drawtext=${fontOption}text='${drawableText(label)}':x=12:y=h-84:fontsize=26:${box}`,
    `drawtext=${fontOption}text='%{localtime\\:%Y-%m-%d %H\\\\\\:%M\\\\\\:%S}':x=12:y=h-44:fontsize=22:${box}`,
  ];
  return [
    '-re',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${TEST_PICTURE.size}:rate=${TEST_PICTURE.rate}`,
    '-vf',
    filters.join(','),
    ...H264_ARGS,
    '-g',
    String(TEST_PICTURE.rate),
    '-an',
  ];
}

function cameraArgs(url: string, transcode: boolean): string[] {
  const input = url.startsWith('rtsp')
    ? ['-rtsp_transport', 'tcp', '-timeout', '10000000', '-i', url]
    : ['-rw_timeout', '10000000', '-i', url];
  // Audio is dropped: the viewers are silent video tiles, and it keeps copy mode codec-safe.
  const video = transcode ? [...H264_ARGS, '-g', '25'] : ['-c:v', 'copy'];
  return [...input, '-map', '0:v:0', ...video, '-an'];
}

export function ffmpegArgs(input: StreamInput): string[] {
  const source = input.sourceUrl.startsWith(TEST_SOURCE_PREFIX)
    ? testPictureArgs(
        testLabel(input.sourceUrl.slice(TEST_SOURCE_PREFIX.length)) || input.cameraName,
      )
    : cameraArgs(input.sourceUrl, input.transcode);
  return [
    '-hide_banner',
    '-loglevel',
    'info',
    '-nostats',
    '-nostdin',
    '-fflags',
    'nobuffer',
    '-flags',
    'low_delay',
    ...source,
    ...OUTPUT_ARGS,
  ];
}

/** A source URL fit for logs: any user:password@ becomes ***@. */
export function maskSourceUrl(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi, '$1***@');
}

/** Codecs played as they come; anything else is re-encoded to H.264. */
export const BROWSER_VIDEO_CODECS = new Set(['h264']);

/** The input video codec ffmpeg reports on stderr ("Stream #0:0: Video: hevc (Main), ..."). */
export function inputVideoCodec(stderrLine: string): string | null {
  const match = /Stream #0:\d+.*?: Video: (\w+)/.exec(stderrLine);
  return match ? match[1]!.toLowerCase() : null;
}
