import { linkProblemOf } from '@/features/panels/model/linkProblem';
import { panelProblemOf } from '@/features/panels/model/panelProblem';
import { streamPath, streamProtocols, wsUrl } from '@/features/panels/model/streamAddress';
import { closeVerdict, reconnectDelay } from '@/features/panels/model/streamClose';
import { matchesTile } from '@/features/panels/model/tileSearch';
import { playerView, tileStatus, type TileCamera } from '@/features/panels/model/tileView';
import { clockOffset, formatSecondsLeft, secondsLeft } from '@/features/panels/model/timeLeft';

describe('stream address', () => {
  it('uses wss on https pages and ws otherwise', () => {
    expect(wsUrl('/api/streams/1', { protocol: 'https:', host: 'x.mx' })).toBe(
      'wss://x.mx/api/streams/1',
    );
    expect(wsUrl('/a', { protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/a',
    );
  });
  it('puts the share token and substream in the query', () => {
    expect(streamPath({ cameraId: 3 })).toBe('/api/streams/3');
    expect(streamPath({ cameraId: 3, share: 'a-b_c', substream: true })).toBe(
      '/api/streams/3?share=a-b_c&substream=true',
    );
  });
  it('offers the bearer protocol only for a session', () => {
    expect(streamProtocols({ cameraId: 1 }, 't')).toEqual(['surtidor-stream', 'bearer.t']);
    expect(streamProtocols({ cameraId: 1, share: 's' }, 't')).toEqual(['surtidor-stream']);
    expect(streamProtocols({ cameraId: 1 }, null)).toEqual(['surtidor-stream']);
  });
});

describe('close verdicts', () => {
  it('ends on 4410 with its reason, whether or not the socket opened', () => {
    expect(closeVerdict(4410, 'revoked', true)).toEqual({ kind: 'ended', reason: 'revoked' });
    expect(closeVerdict(4410, 'expired', false)).toEqual({ kind: 'ended', reason: 'expired' });
  });
  it('retries after slow, server and network closes; a close before opening is a refusal', () => {
    expect(closeVerdict(4408, 'slow', true)).toEqual({ kind: 'retry' });
    expect(closeVerdict(1011, '', true)).toEqual({ kind: 'retry' });
    // A node stopping (SIGTERM, src/server/main.ts): the player reconnects, through the proxy.
    expect(closeVerdict(1001, 'shutting_down', true)).toEqual({ kind: 'retry' });
    expect(closeVerdict(1006, '', true)).toEqual({ kind: 'retry' });
    expect(closeVerdict(1006, '', false)).toEqual({ kind: 'refused' });
  });
  it('asks why when the camera left the shared panel (4404): the link still opens the rest', () => {
    expect(closeVerdict(4404, 'withdrawn', true)).toEqual({ kind: 'refused' });
  });
  it('backs off from 1 s, doubling up to 15 s, with jitter', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => reconnectDelay(n, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 15000, 15000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
  });
});

describe('time left', () => {
  it('counts on the server clock', () => {
    const offset = clockOffset('2026-03-02T15:00:00.000Z', Date.parse('2026-03-02T13:00:00.000Z'));
    expect(offset).toBe(2 * 3_600_000);
    const now = Date.parse('2026-03-02T13:00:01.000Z');
    expect(secondsLeft('2026-03-02T23:00:00.000Z', now, offset)).toBe(8 * 3600 - 1);
    expect(secondsLeft('2026-03-02T14:00:00.000Z', now, offset)).toBe(0);
  });
  it('formats h:mm:ss or m:ss', () => {
    expect(formatSecondsLeft(8 * 3600)).toBe('8:00:00');
    expect(formatSecondsLeft(3599)).toBe('59:59');
    expect(formatSecondsLeft(61)).toBe('1:01');
    expect(formatSecondsLeft(-5)).toBe('0:00');
  });
});

describe('link and panel problems', () => {
  it('reads the codes of the share-link lookup', () => {
    const failed = (status: number, code?: string) => ({ status, message: 'x', code });
    expect(linkProblemOf(failed(404, 'share_link_invalid'))).toBe('invalid');
    expect(linkProblemOf(failed(404, 'share_link_wrong'))).toBe('wrong');
    expect(linkProblemOf(failed(410, 'share_link_expired'))).toBe('expired');
    expect(linkProblemOf(failed(410, 'share_link_revoked'))).toBe('revoked');
    expect(linkProblemOf(failed(410))).toBe('expired');
    expect(linkProblemOf(failed(429))).toBe('error');
    expect(linkProblemOf({ status: 'network', message: 'errors:network' })).toBe('error');
  });
  it('tells a refused session from a server failure', () => {
    expect(panelProblemOf({ status: 401, message: '' })).toBe('token');
    expect(panelProblemOf({ status: 500, message: '' })).toBe('server');
    expect(panelProblemOf({ status: 'network', message: '' })).toBe('server');
    expect(panelProblemOf({ status: 404, message: '' })).toBe('notFound');
  });
});

describe('tiles', () => {
  const camera: TileCamera = {
    id: 1,
    name: 'Isla Norte',
    station: 'Querétaro Centro',
    streamStatus: 'live',
    hasSource: true,
    hasSubstream: true,
  };
  it('match the search by name or station, without accents or case', () => {
    expect(matchesTile(camera, '')).toBe(true);
    expect(matchesTile(camera, 'NORTE')).toBe(true);
    expect(matchesTile(camera, 'queretaro')).toBe(true);
    expect(matchesTile(camera, 'sur')).toBe(false);
  });
  it('never show a blank player', () => {
    const base = { camera, videoAvailable: true, active: true, phase: null };
    expect(playerView({ ...base, camera: { ...camera, hasSource: false } })).toBe('noSource');
    expect(playerView({ ...base, videoAvailable: false })).toBe('unavailable');
    expect(playerView({ ...base, phase: 'ended' })).toBe('ended');
    expect(playerView({ ...base, active: false, phase: 'live' })).toBe('paused');
    expect(playerView({ ...base, phase: 'live' })).toBe('live');
    expect(tileStatus({ ...base, phase: 'live' })).toBe('live');
    expect(tileStatus({ ...base, videoAvailable: false })).toBe('error');
    expect(tileStatus({ ...base, camera: { ...camera, streamStatus: 'offline' } })).toBe('offline');
    expect(tileStatus(base)).toBe('connecting');
  });
});
