// The live feed of the alert badge (src/api/alertsLive.ts): the session goes as a subprotocol,
// never in the address; each message re-reads the alerts (coalesced); a lost socket comes back
// with growing waits and, once back, re-reads what it may have missed; a session ended on the
// server (4401) stops it; signing out closes it. useAlertsLive invalidates the 'Alert' and 'AlertUnread' tags.
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store/createAppStore';
import {
  ALERTS_LIVE_BACKOFF,
  COALESCE_MS,
  openAlertsLive,
  useAlertsLive,
  type LiveSocket,
} from '@/api/alertsLive';
import { alertsChanged } from '@/api/alerts';
import { signedOut } from '@/store/auth/authSlice';
import { signedInAs } from '../support/renderScreen';

class FakeSocket implements LiveSocket {
  static all: FakeSocket[] = [];
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  closedWith: number | null = null;
  constructor(
    public url: string,
    public protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  message(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const factory = (url: string, protocols: string[]) => new FakeSocket(url, protocols);
const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

beforeEach(() => {
  FakeSocket.all = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('openAlertsLive', () => {
  it('offers the session as a subprotocol and re-reads once per burst of messages', () => {
    const onChange = jest.fn();
    const stop = openAlertsLive({ token: 'abc', onChange, origin: 'wss://x.mx', socket: factory });
    expect(last().url).toBe('wss://x.mx/api/alerts/live');
    expect(last().protocols).toEqual(['surtidor-alerts', 'bearer.abc']);
    last().message({ type: 'ready' });
    jest.advanceTimersByTime(COALESCE_MS * 2);
    // The first ready is no change: the badge has just read its count.
    expect(onChange).not.toHaveBeenCalled();
    last().message({ type: 'alerts', events: [{ event: 'alert_opened', id: 1 }] });
    last().message({ type: 'alerts', events: [{ event: 'alert_opened', id: 2 }] });
    last().onmessage?.({ data: 'no es json' });
    jest.advanceTimersByTime(COALESCE_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(last().closedWith).toBe(1000);
  });

  it('reconnects with growing waits, re-reads once back, and stops for an ended session', () => {
    const onChange = jest.fn();
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const stop = openAlertsLive({ token: 't', onChange, origin: 'ws://h', socket: factory });
    last().message({ type: 'ready' });
    last().drop();
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(ALERTS_LIVE_BACKOFF.firstMs);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop();
    jest.advanceTimersByTime(ALERTS_LIVE_BACKOFF.firstMs);
    expect(FakeSocket.all).toHaveLength(2);
    jest.advanceTimersByTime(ALERTS_LIVE_BACKOFF.firstMs);
    expect(FakeSocket.all).toHaveLength(3);
    last().message({ type: 'ready' });
    jest.advanceTimersByTime(COALESCE_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    // Back: the next loss waits the first delay again; a node stopping (1001, src/server/main.ts)
    // is a loss like any other.
    last().drop(1001);
    jest.advanceTimersByTime(ALERTS_LIVE_BACKOFF.firstMs);
    expect(FakeSocket.all).toHaveLength(4);
    last().drop(4401);
    jest.advanceTimersByTime(ALERTS_LIVE_BACKOFF.maxMs * 2);
    expect(FakeSocket.all).toHaveLength(4);
    stop();
    random.mockRestore();
  });
});

describe('useAlertsLive', () => {
  function Probe() {
    useAlertsLive();
    return null;
  }

  it('opens while signed in, invalidates the alert tags on a notice and closes on sign-out', () => {
    const sockets: FakeSocket[] = [];
    const Original = globalThis.WebSocket;
    globalThis.WebSocket = jest.fn((url: string, protocols: string[]) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    }) as unknown as typeof WebSocket;
    try {
      const store = createAppStore({
        preloadedState: {
          auth: signedInAs(
            {
              id: 1,
              name: 'Ana',
              email: 'a@x.mx',
              user_permission: {
                dashboard: true,
                files: false,
                vms: false,
                data: false,
                settings: false,
              },
            } as never,
            'tok',
          ),
        },
      });
      const dispatch = jest.spyOn(store, 'dispatch');
      render(
        <Provider store={store}>
          <Probe />
        </Provider>,
      );
      expect(sockets).toHaveLength(1);
      expect(sockets[0]!.protocols).toEqual(['surtidor-alerts', 'bearer.tok']);
      act(() => {
        sockets[0]!.message({ type: 'alerts', events: [{ event: 'alert_opened', id: 9 }] });
        jest.advanceTimersByTime(COALESCE_MS);
      });
      expect(dispatch).toHaveBeenCalledWith(alertsChanged());
      act(() => {
        store.dispatch(signedOut());
      });
      expect(sockets[0]!.closedWith).toBe(1000);
    } finally {
      globalThis.WebSocket = Original;
    }
  });

  it('opens nothing for a user whose flags show no alert kind (the server would refuse it)', () => {
    const sockets: FakeSocket[] = [];
    const Original = globalThis.WebSocket;
    globalThis.WebSocket = jest.fn((url: string, protocols: string[]) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    }) as unknown as typeof WebSocket;
    try {
      for (const user_permission of [
        null,
        { dashboard: false, files: true, vms: true, data: true, settings: false },
      ]) {
        const store = createAppStore({
          preloadedState: {
            auth: signedInAs(
              { id: 1, name: 'Ana', email: 'a@x.mx', user_permission } as never,
              'tok',
            ),
          },
        });
        render(
          <Provider store={store}>
            <Probe />
          </Provider>,
        );
      }
      expect(sockets).toEqual([]);
    } finally {
      globalThis.WebSocket = Original;
    }
  });
});
