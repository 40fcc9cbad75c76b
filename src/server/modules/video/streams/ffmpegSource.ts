// One ffmpeg process feeding a camera stream. It is asked to stop with SIGTERM and killed if it
// does not within a few seconds, so closing the server leaves no orphan behind. When the
// source's codec turns out to be one browsers cannot play, ffmpeg is started again once with
// re-encoding instead of copying.
import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import {
  BROWSER_VIDEO_CODECS,
  ffmpegArgs,
  inputVideoCodec,
  maskSourceUrl,
  type StreamInput,
} from './ffmpegArgs';
import { describeFfmpegFailure } from './ffmpegFailure';
import type { RunningSource, SourceEvents } from './streamSource';

/** The part of a child process the source uses (tests pass a fake). */
export type StreamProcess = Pick<ChildProcess, 'pid' | 'stdout' | 'stderr' | 'kill' | 'once'> & {
  exitCode: number | null;
  signalCode: NodeJS.Signals | null;
};

export type SpawnProcess = (command: string, args: string[]) => StreamProcess;

export const spawnFfmpeg: SpawnProcess = (command, args) =>
  spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });

const KILL_AFTER_MS = 3000;
const STDERR_LINES_KEPT = 20;

export interface FfmpegSourceOptions {
  ffmpegPath: string;
  input: StreamInput;
  spawnProcess: SpawnProcess;
  log: FastifyBaseLogger;
}

function hasExited(child: StreamProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export function startFfmpegSource(
  options: FfmpegSourceOptions,
  events: SourceEvents,
): RunningSource {
  let stopping = false;
  let child: StreamProcess;
  let input = options.input;

  const run = () => {
    const args = ffmpegArgs(input);
    options.log.info(
      { args: args.map(maskSourceUrl) },
      input.transcode ? 'ffmpeg started (re-encoding)' : 'ffmpeg started',
    );
    const current = options.spawnProcess(options.ffmpegPath, args);
    child = current;
    const stderrTail: string[] = [];
    let sawOutput = false;
    let restarting = false;
    let partialLine = '';

    current.stdout?.on('data', (chunk: Buffer) => events.data(chunk));
    current.stderr?.on('data', (chunk: Buffer) => {
      const lines = (partialLine + chunk.toString('utf8')).split(/\r?\n|\r/);
      partialLine = lines.pop() ?? '';
      for (const line of lines) {
        stderrTail.push(maskSourceUrl(line));
        if (stderrTail.length > STDERR_LINES_KEPT) stderrTail.shift();
        if (line.startsWith('Output #0')) sawOutput = true;
        const codec = sawOutput ? null : inputVideoCodec(line);
        if (codec && !input.transcode && !BROWSER_VIDEO_CODECS.has(codec)) {
          options.log.info({ codec }, 'camera codec not playable in browsers: re-encoding');
          restarting = true;
          input = { ...input, transcode: true };
          current.kill('SIGKILL');
        }
      }
    });
    current.once('error', (error: Error) => {
      if (stopping) return;
      stopping = true;
      events.end({ kind: 'failed', message: describeFfmpegFailure(null, [error.message]) });
    });
    current.once('exit', (code: number | null) => {
      if (restarting && !stopping) {
        run();
        return;
      }
      if (stopping) return;
      stopping = true;
      options.log.warn({ code, stderr: stderrTail.slice(-5) }, 'ffmpeg exited');
      events.end({ kind: 'failed', message: describeFfmpegFailure(code, stderrTail) });
    });
  };
  run();

  return {
    kind: 'local',
    get pid() {
      return child.pid ?? null;
    },
    stop() {
      stopping = true;
      const current = child;
      if (hasExited(current) || current.pid === undefined) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const killer = setTimeout(() => current.kill('SIGKILL'), KILL_AFTER_MS);
        current.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        current.kill('SIGTERM');
      });
    },
  };
}
