// One camera's live picture in a <video>: mpegts.js (loaded on first use, so only the video
// screens download it) fed by a socket with the session or share token. The stream reconnects
// after a failure or a picture standing still, waiting longer each time, and stops for good
// when a share link ends (4410).
// A refusal before the socket opened is reported (`onRefused`) so the screen can ask the API
// why (the link ended, video is not installed, the session is gone) while it keeps retrying.
import type Mpegts from 'mpegts.js';
import {
  closeVerdict,
  reconnectDelay,
  type LinkEndReason,
  type StreamPhase,
} from '../model/streamClose';
import { streamPath, streamProtocols, wsUrl, type StreamTarget } from '../model/streamAddress';
import { socketLoaderFor } from './socketLoader';

export type { StreamPhase } from '../model/streamClose';

export interface StreamStatus {
  phase: StreamPhase;
  /** Why a share link's stream ended (phase 'ended'). */
  endReason?: LinkEndReason;
}

export interface LiveStreamOptions extends StreamTarget {
  sessionToken: string | null;
  onStatus: (status: StreamStatus) => void;
  onRefused?: () => void;
}

export interface LiveStream {
  /** Closes the socket, the player and its MediaSource; nothing reconnects afterwards. */
  destroy: () => void;
}

type MpegtsModule = typeof Mpegts;
let mpegtsLoading: Promise<MpegtsModule> | null = null;

function loadMpegts(): Promise<MpegtsModule> {
  mpegtsLoading ??= import(/* webpackChunkName: "mpegts" */ 'mpegts.js').then(
    (module: { default: MpegtsModule }) => module.default,
  );
  return mpegtsLoading;
}

// Latency over throughput: no stash, chase the live edge. The transmuxer stays on the page's
// thread: mpegts.js cannot hand a custom loader (the socket with its subprotocols and close
// codes) to its worker, and all the page's JavaScript is under 4 % of that thread with seven
// tiles playing (bench:video, player), so a worker would buy little.
const PLAYER_CONFIG: Mpegts.Config = {
  isLive: true,
  enableStashBuffer: false,
  liveBufferLatencyChasing: true,
  enableWorker: false,
  lazyLoad: false,
  autoCleanupSourceBuffer: true,
  autoCleanupMaxBackwardDuration: 30,
  autoCleanupMinBackwardDuration: 10,
};

/** How often a live picture is checked for moving. */
const STALL_CHECK_MS = 2_000;
/** A live picture standing still this long is reconnected. */
const STALL_RECONNECT_MS = 10_000;

export function openLiveStream(video: HTMLVideoElement, options: LiveStreamOptions): LiveStream {
  const url = wsUrl(streamPath(options), window.location);
  const protocols = streamProtocols(options, options.sessionToken);
  let destroyed = false;
  let attempt = 0;
  let player: Mpegts.Player | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  let reported: StreamPhase | null = null;
  // 'playing' fires again after every catch-up seek: only changes are reported.
  const report = (status: StreamStatus) => {
    if (destroyed || status.phase === reported) return;
    reported = status.phase;
    options.onStatus(status);
  };

  const dropPlayer = () => {
    const current = player;
    player = null;
    if (!current) return;
    try {
      current.pause();
      current.unload();
      current.detachMediaElement();
      current.destroy();
    } catch {
      // Already torn down by mpegts.js after a media error: nothing left to free.
    }
  };

  const retryLater = () => {
    dropPlayer();
    if (destroyed) return;
    report({ phase: 'reconnecting' });
    timer = setTimeout(() => void connect(), reconnectDelay(attempt));
    attempt += 1;
  };

  const onPlaying = () => {
    attempt = 0;
    report({ phase: 'live' });
  };
  video.addEventListener('playing', onPlaying);

  // A live picture that stops moving while its socket stays open (the browser paused it, or the
  // decoder stalled under load) is played again at once and, still standing, reconnected.
  let lastTime = -1;
  let stillFor = 0;
  const watchdog = setInterval(() => {
    if (destroyed) return clearInterval(watchdog);
    if (!player || reported !== 'live') return;
    if (video.currentTime !== lastTime) {
      lastTime = video.currentTime;
      stillFor = 0;
      return;
    }
    stillFor += STALL_CHECK_MS;
    if (video.paused) void Promise.resolve(video.play()).catch(() => undefined);
    if (stillFor >= STALL_RECONNECT_MS) {
      stillFor = 0;
      lastTime = -1;
      retryLater();
    }
  }, STALL_CHECK_MS);

  async function connect() {
    timer = null;
    const mpegts = await loadMpegts();
    if (destroyed) return;
    if (!mpegts.isSupported()) {
      report({ phase: 'unsupported' });
      return;
    }
    const customLoader = socketLoaderFor({
      url,
      protocols,
      onOpen: () => undefined,
      onClose: (code, reason, opened) => {
        const verdict = closeVerdict(code, reason, opened);
        if (verdict.kind === 'ended') {
          dropPlayer();
          report({ phase: 'ended', endReason: verdict.reason });
          destroyed = true;
          return;
        }
        if (verdict.kind === 'refused' && !destroyed) options.onRefused?.();
        retryLater();
      },
    });
    const created = mpegts.createPlayer(
      { type: 'mpegts', isLive: true, url },
      { ...PLAYER_CONFIG, customLoader },
    );
    player = created;
    created.on(mpegts.Events.ERROR, () => {
      if (player === created) retryLater();
    });
    created.attachMediaElement(video);
    created.load();
    void Promise.resolve(created.play()).catch(() => undefined); // muted: autoplay is allowed
  }

  report({ phase: 'connecting' });
  void connect();

  return {
    destroy() {
      destroyed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      clearInterval(watchdog);
      video.removeEventListener('playing', onPlaying);
      dropPlayer();
    },
  };
}
