// Whether ffmpeg can be run here, asked once when the server starts. Never throws: a missing
// or broken ffmpeg leaves the server up and the video screens saying what to install.
import { execFile } from 'node:child_process';

export interface FfmpegAvailability {
  available: boolean;
  /** "5.1.9-0+deb12u1", from the first line of `ffmpeg -version`. */
  version: string | null;
}

const PROBE_TIMEOUT_MS = 5000;

export function detectFfmpeg(
  ffmpegPath: string,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<FfmpegAvailability> {
  return new Promise((resolve) => {
    try {
      execFile(
        ffmpegPath,
        ['-hide_banner', '-version'],
        { timeout: timeoutMs, maxBuffer: 1024 * 1024 },
        (error, stdout) => {
          if (error) {
            resolve({ available: false, version: null });
            return;
          }
          const match = /ffmpeg version (\S+)/.exec(String(stdout));
          resolve({ available: true, version: match ? match[1]! : null });
        },
      );
    } catch {
      resolve({ available: false, version: null });
    }
  });
}

export const FFMPEG_MISSING_MESSAGE =
  'Instala ffmpeg en el servidor (apt-get install ffmpeg) para ver video en vivo.';
