import '../reportTestSetup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browser } from '@/features/reports/containers/browser';
import { localToday } from '@/features/reports/model/periods';
import { addDays } from '@/lib/dates/calendarDates';
import DataPage from '@/features/reports/screens/DataPage';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import {
  reportContactsHandler,
  reportsHandlers,
  reportsState,
  SIGNED_URL,
  type ReportsState,
} from '../../../support/msw/reportsHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));

function renderPage(state: ReportsState = reportsState()) {
  server.use(...reportsHandlers(testOrigin, state), reportContactsHandler(testOrigin));
  const view = renderScreen(<DataPage />, { path: '/data', auth: admin });
  return { ...view, state };
}

const lastToast = (view: ReturnType<typeof renderPage>) =>
  view.store.getState().toasts.items.at(-1);

async function chooseAllStations(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'Gasolineras' }));
  fireEvent.mouseDown(await screen.findByRole('option', { name: 'Todos' }));
  await user.keyboard('{Escape}');
}

describe('DataPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the requests with status, failure reason and deliveries', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Mis solicitudes' });
    const done = within(table).getByText('Estación Centro').closest('tr')!;
    expect(within(done).getByText('Listo')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
    const failed = within(table).getByText('Estación Valle').closest('tr')!;
    expect(within(failed).getByText('Falló')).toBeInTheDocument();
    expect(
      within(failed).getByText(/WhatsApp · Carlos Contacto \(\+528112345678\): Falló/),
    ).toBeInTheDocument();
    expect(within(failed).getByText('No se pudo generar el PDF')).toBeInTheDocument();
    expect(within(failed).getByText('Número sin WhatsApp')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('generates a report by e-mail and follows it until it is ready', async () => {
    const view = renderPage(reportsState({ requests: [] }));
    await screen.findByText('Aún no has solicitado reportes.');
    await chooseAllStations(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Generar reporte' }));
    await waitFor(() => expect(view.state.created).toHaveLength(1));
    const fields = view.state.created[0]!;
    expect(fields.gas_station_ids).toEqual(['1', '2', '3']);
    expect(fields.channel).toEqual(['email']);
    expect(fields.report_type).toEqual(['weekly_executive']);
    expect(fields.pages).toEqual(['1']);
    expect(await screen.findByText(/Te llegará por correo cuando esté listo/)).toBeInTheDocument();
    expect(lastToast(view)).toMatchObject({ message: 'reports:data.queuedToast' });
    const table = await screen.findByRole('table', { name: 'Mis solicitudes' });
    expect(await within(table).findByText('Generando', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await within(table).findByText('Listo', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('offers the daily report: one day, yesterday unless another is chosen', async () => {
    const view = renderPage(reportsState({ requests: [] }));
    const panel = await screen.findByRole('region', { name: 'Solicitar reporte' });
    await chooseAllStations(view.user);
    await view.user.click(within(panel).getByRole('combobox', { name: 'Reporte' }));
    await view.user.click(await screen.findByRole('option', { name: 'Diario' }));
    const day = within(panel).getByLabelText('Día');
    expect(day).toHaveValue(addDays(localToday(), -1));
    expect(within(panel).queryByLabelText('Fecha final')).toBeNull();

    const chosen = addDays(localToday(), -3);
    fireEvent.change(day, { target: { value: chosen } });
    await view.user.click(within(panel).getByRole('button', { name: 'Generar reporte' }));
    await waitFor(() => expect(view.state.created).toHaveLength(1));
    expect(view.state.created[0]).toMatchObject({
      report_type: ['daily'],
      start_date: [chosen],
      end_date: [chosen],
    });
  });

  it('sends by WhatsApp to the contacts chosen among those with a telephone', async () => {
    const view = renderPage(reportsState({ requests: [] }));
    await chooseAllStations(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Enviar por WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar por WhatsApp' });
    const phone = await within(dialog).findByLabelText('Carlos Contacto (+528112345678)');
    expect(within(dialog).queryByText(/Elena Correo/)).toBeNull();
    await view.user.click(phone);
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(view.state.created).toHaveLength(1));
    expect(view.state.created[0]).toMatchObject({ channel: ['whatsapp'], contact_ids: ['7'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("asks for the global report with all the user's stations", async () => {
    const view = renderPage(reportsState({ requests: [] }));
    await view.user.click(await screen.findByRole('button', { name: 'Descargar reporte global' }));
    await waitFor(() => expect(view.state.created).toHaveLength(1));
    expect(view.state.created[0]!.gas_station_ids).toEqual(['1', '2', '3']);
  });

  it('downloads a ready PDF through its signed link', async () => {
    const navigate = jest.spyOn(browser, 'navigate').mockImplementation(() => undefined);
    const view = renderPage();
    const table = await screen.findByRole('table', { name: 'Mis solicitudes' });
    await view.user.click(within(table).getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(SIGNED_URL));
    expect(lastToast(view)).toMatchObject({ message: 'reports:data.downloaded' });
  });

  it('retries a failed request', async () => {
    const view = renderPage();
    const table = await screen.findByRole('table', { name: 'Mis solicitudes' });
    await view.user.click(within(table).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(view.state.retried).toEqual([2]));
    const row = (await within(table).findByText('Estación Valle')).closest('tr')!;
    await waitFor(() => expect(within(row).queryByText('No se pudo generar el PDF')).toBeNull());
  });
});
