import '../reportTestSetup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browser } from '@/features/reports/containers/browser';
import { localToday } from '@/features/reports/model/periods';
import DataPage from '@/features/reports/screens/DataPage';
import { DateTime } from 'luxon';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import {
  reportsHandlers,
  reportsState,
  type ReportsState,
} from '../../../support/msw/reportsHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));
const today = localToday();
const daysAgo = (days: number) => DateTime.fromISO(today).minus({ days }).toISODate()!;
const daysAhead = (days: number) => DateTime.fromISO(today).plus({ days }).toISODate()!;

async function renderCsv(state: ReportsState = reportsState({ requests: [] })) {
  server.use(...reportsHandlers(testOrigin, state));
  const view = renderScreen(<DataPage />, { path: '/data', auth: admin });
  const card = (await screen.findByText('Descargar datos (CSV)')).closest('section')!;
  const start = within(card).getByLabelText('Fecha inicial');
  const end = within(card).getByLabelText('Fecha final');
  const button = within(card).getByRole('button', { name: 'Descargar CSV' });
  const setRange = (from: string, to: string) => {
    fireEvent.change(start, { target: { value: from } });
    fireEvent.change(end, { target: { value: to } });
  };
  return { ...view, state, start, end, button, setRange };
}

describe('CSV data download', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each broken rule beside its date and waits for a valid range', async () => {
    const { start, end, button, setRange } = await renderCsv();
    expect(button).toBeEnabled();

    setRange(daysAgo(5), today);
    expect(end).toHaveAccessibleDescription('La fecha final puede ser como máximo ayer.');
    expect(start).not.toHaveAccessibleDescription();
    expect(button).toBeDisabled();

    setRange(daysAgo(3), daysAgo(6));
    expect(start).toHaveAccessibleDescription(
      'La fecha inicial debe ser anterior o igual a la final.',
    );

    setRange(daysAgo(120), daysAgo(1));
    expect(end).toHaveAccessibleDescription('El rango no puede ser mayor a 90 días.');

    setRange(daysAgo(400), daysAgo(380));
    expect(start).toHaveAccessibleDescription(
      'La fecha debe estar dentro de los últimos 12 meses.',
    );

    setRange(daysAgo(1), daysAhead(3));
    expect(end).toHaveAccessibleDescription('No se permiten fechas futuras.');

    setRange(daysAgo(10), daysAgo(1));
    expect(start).not.toHaveAccessibleDescription();
    expect(end).not.toHaveAccessibleDescription();
    expect(button).toBeEnabled();
  });

  it('downloads the CSV of a valid range', async () => {
    const save = jest.spyOn(browser, 'saveText').mockImplementation(() => undefined);
    const view = await renderCsv();
    view.setRange(daysAgo(10), daysAgo(1));
    await view.user.click(view.button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toContain('fecha,ventas');
    expect(view.state.csvRequests).toEqual([
      { id: 1, start_date: daysAgo(10), end_date: daysAgo(1) },
    ]);
  });

  it("puts the server's refusals on the fields they concern", async () => {
    // The server's day is behind the browser's: yesterday is its future.
    const view = await renderCsv(reportsState({ requests: [], today: daysAgo(2) }));
    view.setRange(daysAgo(10), daysAgo(1));
    await view.user.click(view.button);
    await waitFor(() =>
      expect(view.end).toHaveAccessibleDescription('No se permiten fechas futuras.'),
    );
    expect(view.start).not.toHaveAccessibleDescription();
  });
});
