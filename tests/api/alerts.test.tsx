// The alerts API hooks: the badge's unread count (null until known, then the server's), a
// pushed change re-reading the count and the list, and acknowledging refreshing both.
import { act, screen } from '@testing-library/react';
import {
  alertsChanged,
  useAcknowledgeAlertMutation,
  useAlertsUnread,
  useListAlertsQuery,
} from '@/api/alerts';
import { alertsHandlers, alertsState } from '../support/msw/alertsHandlers';
import { demoProfiles, demoToken } from '../support/msw/handlers';
import { setupApiServer, testOrigin } from '../support/msw/server';
import { renderScreen, signedInAs } from '../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20_000);

function Probe() {
  const unread = useAlertsUnread();
  const list = useListAlertsQuery({ state: 'open', items: 25 });
  const [acknowledge] = useAcknowledgeAlertMutation();
  return (
    <>
      <p>unread: {unread === null ? 'unknown' : unread}</p>
      <p>listed: {list.data ? list.data.items.map((a) => a.id).join(',') || 'none' : '…'}</p>
      <button type="button" onClick={() => void acknowledge({ id: 14 })}>
        ack
      </button>
    </>
  );
}

function renderProbe(state = alertsState()) {
  server.use(...alertsHandlers(testOrigin, state));
  return {
    ...renderScreen(<Probe />, { auth: signedInAs(demoProfiles.admin, demoToken('admin')) }),
    state,
  };
}

const unreadReads = (state: ReturnType<typeof alertsState>) =>
  state.requests.filter((r) => r === 'GET /api/alerts/unread_count').length;

it('shows no count until the server answers, then the open unsilenced alerts', async () => {
  renderProbe();
  expect(screen.getByText('unread: unknown')).toBeInTheDocument();
  expect(await screen.findByText('unread: 1')).toBeInTheDocument();
  expect(await screen.findByText('listed: 14')).toBeInTheDocument();
});

it('reads the count and the list again on a pushed change', async () => {
  const { store, state } = renderProbe();
  await screen.findByText('listed: 14');
  await screen.findByText('unread: 1');
  const reads = unreadReads(state);
  // Another user acknowledged it meanwhile; the push says something changed.
  state.alerts = state.alerts.map((a) => (a.id === 14 ? { ...a, state: 'acknowledged' } : a));
  act(() => {
    store.dispatch(alertsChanged());
  });
  expect(await screen.findByText('unread: 0')).toBeInTheDocument();
  expect(await screen.findByText('listed: none')).toBeInTheDocument();
  expect(unreadReads(state)).toBe(reads + 1);
});

it('refreshes the count and the list after acknowledging', async () => {
  const { user, state } = renderProbe();
  await screen.findByText('listed: 14');
  await user.click(screen.getByRole('button', { name: 'ack' }));
  expect(await screen.findByText('unread: 0')).toBeInTheDocument();
  expect(await screen.findByText('listed: none')).toBeInTheDocument();
  expect(state.requests).toContain('POST /api/alerts/14/acknowledge');
});

it("marks the badge's reads as the page's own, not the user's activity, and nothing else", async () => {
  const seen: { path: string; background: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({
      path: new URL(request.url).pathname,
      background: request.headers.get('x-surtidor-background'),
    });
  };
  server.events.on('request:start', listener);
  try {
    renderProbe();
    await screen.findByText('unread: 1');
    await screen.findByText('listed: 14');
  } finally {
    server.events.removeListener('request:start', listener);
  }
  expect(seen.find((r) => r.path === '/api/alerts/unread_count')?.background).toBe('1');
  expect(seen.find((r) => r.path === '/api/alerts')?.background).toBeNull();
});
