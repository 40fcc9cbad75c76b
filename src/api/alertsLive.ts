// The live badge's feed: while signed in, one WebSocket to `/api/alerts/live` (watchAlerts)
// tells this tab when an alert it may see opens, is acknowledged or resolves, and each message
// invalidates the 'Alert' and 'AlertUnread' cache tags (those of src/api/alerts.ts), so the
// unread count, the alert lists and an open detail re-read at once (the count's own poll stays
// as the fallback).
// Why a WebSocket and how it authenticates: a browser can set no header on a WebSocket nor on
// an EventSource, and a token in the address would reach logs, proxies and the history, so the
// session travels as the subprotocol `bearer.<token>` beside `surtidor-alerts`, as the video
// player's does; the server answers `surtidor-alerts` only, never echoing the token. (An
// event stream would also hold one of the browser's six HTTP/1.1 connections per open tab.)
// A lost socket reconnects with back-off (1 s doubling to 30 s, ±20 %); after a reconnection
// the tab re-reads, since notices sent while it was away are not kept. Code 4401 (the session
// ended) stops it: the next API call signs the user out.
import { useEffect } from 'react';
import { backoffDelay, type BackoffPolicy } from '@/lib/backoff';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { alertsChanged, useSeesAlerts } from './alerts';

export const ALERTS_LIVE_PATH = '/api/alerts/live';
export const ALERTS_LIVE_PROTOCOL = 'surtidor-alerts';
/** The server's close code for a session signed out or expired. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
export const ALERTS_LIVE_BACKOFF: BackoffPolicy = {
  firstMs: 1_000,
  maxMs: 30_000,
  jitter: [0.8, 1.2],
};
/** Messages within this are one re-read (an evaluation announces many alerts at once). */
export const COALESCE_MS = 50;

/** The part of a WebSocket this uses (tests pass a fake). */
export interface LiveSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

export type LiveSocketFactory = (url: string, protocols: string[]) => LiveSocket;

export interface AlertsLiveOptions {
  token: string;
  /** Called when what the alert screens and the badge show may have changed. */
  onChange(): void;
  /** ws(s)://host of the API (default: this page's). */
  origin?: string;
  socket?: LiveSocketFactory;
  policy?: BackoffPolicy;
  coalesceMs?: number;
}

/** ws:// or wss:// for this page's origin. */
export function liveOrigin(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`;
}

/** The subprotocols to offer: the feed's, and the session as `bearer.<token>`. */
export function liveProtocols(token: string): string[] {
  return [ALERTS_LIVE_PROTOCOL, `bearer.${token}`];
}

/** Whether a message from watchAlerts means the alerts shown may have changed. */
function isChange(data: unknown): 'ready' | 'alerts' | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown };
    return message?.type === 'ready' || message?.type === 'alerts' ? message.type : null;
  } catch {
    return null;
  }
}

/** Opens the feed and keeps it open until the returned function is called. */
export function openAlertsLive(options: AlertsLiveOptions): () => void {
  const factory: LiveSocketFactory =
    options.socket ?? ((url, protocols) => new WebSocket(url, protocols) as LiveSocket);
  const origin = options.origin ?? liveOrigin(window.location);
  const policy = options.policy ?? ALERTS_LIVE_BACKOFF;
  let socket: LiveSocket | null = null;
  let stopped = false;
  /** Attempts since the feed was last ready. */
  let failures = 0;
  /** Whether it was ready once: a later `ready` is a reconnection, which re-reads. */
  let wasReady = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let coalesce: ReturnType<typeof setTimeout> | null = null;

  const changed = () => {
    coalesce ??= setTimeout(() => {
      coalesce = null;
      if (!stopped) options.onChange();
    }, options.coalesceMs ?? COALESCE_MS);
  };

  const connect = () => {
    retry = null;
    const current = factory(`${origin}${ALERTS_LIVE_PATH}`, liveProtocols(options.token));
    socket = current;
    current.onmessage = (event) => {
      const kind = isChange(event.data);
      if (kind === 'ready') {
        failures = 0;
        if (wasReady) changed();
        wasReady = true;
      } else if (kind === 'alerts') changed();
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (stopped || event.code === SESSION_ENDED_CLOSE_CODE) return;
      retry = setTimeout(connect, backoffDelay(policy, failures));
      failures += 1;
    };
    // A failed socket also closes: the retry is scheduled there.
    current.onerror = () => undefined;
  };

  connect();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    if (coalesce) clearTimeout(coalesce);
    const current = socket;
    socket = null;
    current?.close(1000, 'done');
  };
}

/**
 * Keeps this tab's alert cache live while signed in: mount it once, in the signed-in layout
 * (the top bar's badge reads the count; this only invalidates it).
 */
export function useAlertsLive(): void {
  // A session that must first change its password reaches no alert (the server says 403), nor
  // does a user whose flags show no alert kind.
  const seesAlerts = useSeesAlerts();
  const token = useAppSelector((state) =>
    state.auth.status === 'authenticated' ? state.auth.token : null,
  );
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!token || !seesAlerts || typeof WebSocket === 'undefined') return undefined;
    return openAlertsLive({
      token,
      onChange: () => dispatch(alertsChanged()),
    });
  }, [token, seesAlerts, dispatch]);
}
