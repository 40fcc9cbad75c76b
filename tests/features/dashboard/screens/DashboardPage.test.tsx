// The Dashboard screen against MSW: both tabs, every loading and error state, the competitor
// add and delete flows with their exact texts, the role check and the history range rule.
import { screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import DashboardPage from '@/features/dashboard/screens/DashboardPage';
import { monthLabel } from '@/features/dashboard/model/months';
import {
  lastChartWith,
  renderedCharts,
  textsInColour,
  xAxisLabels,
  yAxisLabels,
} from '../../../support/echartsMock';
import {
  dashboardMock,
  dashboardStations,
  UNKNOWN_PERMIT,
  UNKNOWN_PERMIT_MESSAGE,
  type DashboardMock,
} from '../../../support/msw/dashboardHandlers';
import {
  demoProfiles,
  demoToken,
  failing,
  gasStationsHandler,
  type DemoAccount,
} from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

jest.mock(
  'echarts-for-react/lib/core',
  () => jest.requireActual('../../../support/echartsMock').echartsCoreMock,
);
jest.mock('@/components/echartsCore', () => ({ echarts: {} }));
jest.mock('@/components/echartsDataZoom', () => ({}));
jest.mock('@/components/echartsLine', () => ({}));

// Whole-screen flows with many interactions: slower than a unit test on a busy machine.
jest.setTimeout(20_000);
const server = setupApiServer();
let mock: DashboardMock;
beforeEach(() => {
  renderedCharts.length = 0;
  mock = dashboardMock(testOrigin);
  server.use(...mock.handlers, gasStationsHandler(testOrigin, dashboardStations));
});

function renderDashboard(account: DemoAccount = 'editor') {
  return renderScreen(<DashboardPage />, {
    path: '/dashboard',
    auth: signedInAs(demoProfiles[account], demoToken(account)),
  });
}

const toasts = (store: ReturnType<typeof renderDashboard>['store']) =>
  store.getState().toasts.items;
const openPriceTab = async (user: ReturnType<typeof renderDashboard>['user']) => {
  await user.click(screen.getByRole('tab', { name: 'Precio de combustible' }));
  return screen.findByRole('table', { name: 'Comparación de precios con la competencia' });
};
const currentMonth = DateTime.now().startOf('month').toISODate()!;

describe('header', () => {
  it('shows a skeleton while the day loads, then download and add for an Editor', async () => {
    renderDashboard('editor');
    expect(screen.getByRole('status', { name: 'Cargando precios' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Descargar tabla' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar competencia' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando precios' })).not.toBeInTheDocument();
    // The day is asked for with empty parameters: the server's defaults.
    expect(mock.requests).toContain('GET /api/v2/reports/daily/fuel_price?date=&gas_station_id=');
  });

  it('hides the add button from roles that may not change competitors', async () => {
    renderDashboard('visor');
    expect(await screen.findByRole('button', { name: 'Descargar tabla' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar competencia' })).not.toBeInTheDocument();
  });

  it('offers the comparison table as CSV or Excel', async () => {
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:tabla';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Descargar tabla' }));
    await user.click(screen.getByRole('menuitem', { name: 'Descargar CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read the accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.split('\r\n')[0]).toBe('Estación,Regular,Dif,Premium,Dif,Diesel,Dif');
    expect(csv).toContain(
      'Mi estación: SERVICIO LOMAS AGUASCALIENTES SA DE CV,20.19,,21.99,,21.49,',
    );
    expect(csv).toContain('SERVIGAS TECNOLOGICO SA DE CV,19.99,-0.2,21.99,0,,');
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('precios-servicio-lomas-aguascalientes-sa-de-cv-2022-01-13.csv');
    click.mockRestore();
  });
});

describe('service metrics tab', () => {
  it('is the default tab, with the filters and four cards in order', async () => {
    renderDashboard();
    expect(screen.getByRole('tab', { name: 'Métricas de servicio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId('service-filters-loading').children).toHaveLength(3);
    expect(await screen.findByRole('combobox', { name: /Estaciones/ })).toHaveTextContent(
      'Elegir estaciones',
    );
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Mensual');
    expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveTextContent(
      monthLabel(currentMonth),
    );
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Inmediatez',
      'Atención oportuna',
      'Tiempo de servicio de gasolina',
      'Tiempo de servicio de diesel',
    ]);
    // The charts' code loads on its own (a lazy chunk): the first time, slowly in jsdom.
    expect(
      await screen.findAllByRole('img', { name: / por estación$/ }, { timeout: 10_000 }),
    ).toHaveLength(4);
    for (const name of [
      'inmediatez',
      'atencion_oportuna',
      'tiempo_servicio_gas',
      'tiempo_servicio_diesel',
    ]) {
      expect(mock.requests).toContain(
        `GET /api/v2/dashboard/service_metrics/${name}?date=${currentMonth}`,
      );
    }
    // The axes and formats of the service charts, as drawn and in the tooltip.
    const chart = (title: string) => screen.getByRole('img', { name: `${title} por estación` });
    const tooltip = (title: string) => {
      const option = lastChartWith(title)!;
      const box = document.createElement('div');
      box.innerHTML = option.tooltip.formatter(
        option.series.map((s) => {
          // A labelled marker point is an object with its value.
          const datum = s.data[0] as unknown;
          const value =
            typeof datum === 'object' && datum !== null
              ? (datum as { value: unknown }).value
              : datum;
          return { seriesId: s.id, dataIndex: 0, value };
        }),
      );
      return box;
    };
    expect(yAxisLabels(chart('Inmediatez'))).toEqual(['00:00', '00:20', '00:40', '01:00', '01:20']);
    // One goal line, labelled once.
    expect(textsInColour(chart('Inmediatez'), '#ED6C02')).toEqual(['60s']);
    expect(tooltip('Inmediatez')).toHaveTextContent('Inmediatez: 43.2s');
    expect(yAxisLabels(chart('Atención oportuna'))).toEqual(['0%', '25%', '50%', '75%', '100%']);
    expect(tooltip('Atención oportuna')).toHaveTextContent('Atención oportuna: 78.6%');
    expect(yAxisLabels(chart('Tiempo de servicio de gasolina')).at(-1)).toBe('03:29');
    expect(tooltip('Tiempo de servicio de gasolina')).toHaveTextContent(
      'Tiempo de servicio de gasolina: 02:30',
    );
    // x labels cut at 12 characters.
    expect(xAxisLabels(chart('Inmediatez'))[0]).toBe('SERVICIO LOM');
  });

  it('shows greyed skeleton charts while loading and the error of a failed chart', async () => {
    server.use(
      failing(
        'get',
        '/api/v2/dashboard/service_metrics/atencion_oportuna',
        500,
        'Sin conexión a cámaras',
        testOrigin,
      ),
    );
    renderDashboard();
    expect(screen.getAllByRole('status', { name: 'Cargando…' }).length).toBeGreaterThanOrEqual(4);
    expect(await screen.findByText('Error: Sin conexión a cámaras')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: / por estación$/ })).toHaveLength(3),
    );
  });

  it('renders no filters when the station list fails', async () => {
    server.use(failing('get', '/api/gas_stations', 500, 'caído', testOrigin));
    renderDashboard();
    await waitFor(() =>
      expect(screen.queryByTestId('service-filters-loading')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('combobox', { name: /Estaciones/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Mes' })).not.toBeInTheDocument();
  });

  it('filters the chart rows by the chosen stations and titles the selection', async () => {
    const { user } = renderDashboard();
    const trigger = await screen.findByRole('combobox', { name: /Estaciones/ });
    const rows = async () =>
      within(await screen.findByRole('table', { name: 'Inmediatez por estación' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstChild?.textContent);
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'GASOLINERA ASTRA SA DE CV' }));
    expect(trigger).toHaveTextContent('1 selección');
    expect(await rows()).toEqual(['GASOLINERA ASTRA SA DE CV']);
    await user.click(screen.getByRole('option', { name: 'SERVICIO AGUASCALIENTES, SA' }));
    expect(trigger).toHaveTextContent('2 selecciones');
    await user.click(
      screen.getByRole('option', { name: 'SERVICIO LOMAS AGUASCALIENTES SA DE CV' }),
    );
    expect(trigger).toHaveTextContent('Todos');
    expect(await rows()).toHaveLength(3);
  });

  it('asks for another of the last six months', async () => {
    const { user } = renderDashboard();
    const months = Array.from({ length: 6 }, (_, i) =>
      DateTime.now().startOf('month').minus({ months: i }).toISODate()!,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Mes' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(months.map(monthLabel));
    await user.click(screen.getByRole('option', { name: monthLabel(months[5]!) }));
    await waitFor(() =>
      expect(mock.requests).toContain(
        `GET /api/v2/dashboard/service_metrics/inmediatez?date=${months[5]}`,
      ),
    );
  });
});

describe('links into the dashboard', () => {
  const renderAt = (at: string) =>
    renderScreen(<DashboardPage />, {
      path: '/dashboard',
      at,
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });

  it("opens the price tab on the station and day a link names (an alert's subject)", async () => {
    renderAt('/dashboard?tab=fuelPrice&station=3&date=2022-01-09');
    expect(
      await screen.findByRole('table', { name: 'Comparación de precios con la competencia' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Precio de combustible' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(mock.requests).toContain(
        'GET /api/v2/reports/daily/fuel_price?date=2022-01-09&gas_station_id=3',
      ),
    );
  });

  it('opens the service charts on the station and the month of the day a link names', async () => {
    const month = DateTime.now().startOf('month').minus({ months: 2 });
    renderAt(`/dashboard?tab=serviceMetrics&station=3&date=${month.plus({ days: 4 }).toISODate()}`);
    const trigger = await screen.findByRole('combobox', { name: /Estaciones/ });
    await waitFor(() => expect(trigger).toHaveTextContent('1 selección'));
    await waitFor(() =>
      expect(mock.requests).toContain(
        `GET /api/v2/dashboard/service_metrics/inmediatez?date=${month.toISODate()}`,
      ),
    );
  });

  it('ignores a malformed link', async () => {
    renderAt('/dashboard?tab=nada&station=-1&date=ayer');
    expect(await screen.findByRole('combobox', { name: /Estaciones/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Métricas de servicio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('fuel price tab', () => {
  it('shows the fuel cards, the table with the own station first, and the history', async () => {
    const { user } = renderDashboard();
    const table = await openPriceTab(user);
    // The prices outside the history chart (its axis and data table show prices too).
    const cards = (await screen.findAllByText(/^\$\d/)).filter((c) => !c.closest('figure'));
    expect(cards.map((c) => c.textContent?.replace(/\s/g, ' '))).toEqual([
      '$20.19',
      '$21.99',
      '$21.49',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Estación', 'Regular', 'Dif', 'Premium', 'Dif', 'Diesel', 'Dif', 'Eliminar']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Mi estación: SERVICIO LOMAS AGUASCALIENTES SA DE CV');
    expect(within(rows[0]!).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', {
        name: 'Eliminar ESTACIONES DE SERVICIO S.A. DE C.V.',
      }),
    ).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('-0.20');
    expect(screen.getByRole('combobox', { name: 'Fecha' })).toHaveTextContent(
      '13 de enero de 2022',
    );
    expect(screen.getByRole('combobox', { name: 'Estación' })).toHaveTextContent(
      'SERVICIO LOMAS AGUASCALIENTES SA DE CV',
    );

    expect(screen.getByRole('heading', { name: 'Histórico' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Combustible' })).toHaveTextContent('Regular');
    expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveTextContent('Enero 2022');
    await waitFor(() => expect(screen.getByTestId('echarts').dataset.height).toBe('280'));
    const history = lastChartWith('Mi estación: SERVICIO LOMAS AGUASCALIENTES SA DE CV')!;
    expect(history.series.map((s) => s.type)).toEqual(['line', 'line', 'line', 'line']);
    expect(history.series[0]!.data.at(-1)).toBe(20.19);
  });

  it('hides delete buttons from roles without the competitor check', async () => {
    const { user } = renderDashboard('visor');
    const table = await openPriceTab(user);
    await within(table).findByText('SERVIGAS TECNOLOGICO SA DE CV');
    expect(within(table).queryAllByRole('button', { name: /^Eliminar / })).toEqual([]);
  });

  it('asks for another station and date, sharing them with the history', async () => {
    const { user } = renderDashboard();
    await openPriceTab(user);
    await user.click(await screen.findByRole('combobox', { name: 'Estación' }));
    await user.click(screen.getByRole('option', { name: 'GASOLINERA ASTRA SA DE CV' }));
    await waitFor(() =>
      expect(mock.requests).toContain(
        'GET /api/v2/reports/daily/fuel_price?date=&gas_station_id=3',
      ),
    );
    expect(mock.requests).toContain(
      'GET /api/v2/reports/monthly/fuel_prices?start_date=&end_date=&gas_station_id=3',
    );
    await user.click(await screen.findByRole('combobox', { name: 'Fecha' }));
    await user.click(screen.getByRole('option', { name: '9 de enero de 2022' }));
    await waitFor(() =>
      expect(mock.requests).toContain(
        'GET /api/v2/reports/daily/fuel_price?date=2022-01-09&gas_station_id=3',
      ),
    );
  });

  it('asks the history from the month start to the same day of that month', async () => {
    const { user } = renderDashboard();
    await openPriceTab(user);
    await user.click(await screen.findByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: 'Diciembre 2021' }));
    const day = String(Math.min(DateTime.now().day, 31)).padStart(2, '0');
    await waitFor(() =>
      expect(mock.requests).toContain(
        `GET /api/v2/reports/monthly/fuel_prices?start_date=2021-12-01&end_date=2021-12-${day}&gas_station_id=`,
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Combustible' }));
    await user.click(screen.getByRole('option', { name: 'Diesel' }));
    // The rival without a diesel price has no points.
    await waitFor(() =>
      expect(
        lastChartWith('SERVIGAS TECNOLOGICO SA DE CV')!.series[2]!.data.every((v) => v === null),
      ).toBe(true),
    );
  });

  it('shows the error texts of both sides', async () => {
    server.use(
      failing('get', '/api/v2/reports/daily/fuel_price', 500, 'Base de datos caída', testOrigin),
      failing('get', '/api/v2/reports/monthly/fuel_prices', 500, 'x', testOrigin),
    );
    const { user } = renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Precio de combustible' }));
    expect(await screen.findByText('Error: Base de datos caída')).toBeInTheDocument();
    expect(await screen.findByText('Error al cargar los datos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar competencia' })).not.toBeInTheDocument();
  });

  it('highlights a clicked row and its history line', async () => {
    const { user } = renderDashboard();
    const table = await openPriceTab(user);
    const row = await within(table).findByRole('row', { name: 'SERVIGAS TECNOLOGICO SA DE CV' });
    await user.click(row);
    expect(row).toHaveAttribute('data-marked', 'true');
    await waitFor(() => {
      const history = lastChartWith('SERVIGAS TECNOLOGICO SA DE CV')!;
      expect(history.series.find((s) => s.name === 'SERVIGAS TECNOLOGICO SA DE CV')).toMatchObject({
        z: 5,
      });
    });
  });
});

describe('deleting a competitor', () => {
  it('confirms, locks the dialog while pending, then says so and refreshes the table', async () => {
    const { user, store } = renderDashboard();
    const table = await openPriceTab(user);
    await user.click(
      await within(table).findByRole('button', { name: 'Eliminar SERVIGAS TECNOLOGICO SA DE CV' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirmacion de eliminación' });
    expect(dialog).toHaveTextContent(
      'Si en el futuro deseas agregarla nuevamente, podrás hacerlo sin problema.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts(store).at(-1)).toMatchObject({
      severity: 'success',
      message: 'dashboard:toasts.deleted',
      values: { name: 'SERVIGAS TECNOLOGICO SA DE CV' },
    });
    expect(mock.requests).toContain('DELETE /api/gas_station_rivals/12');
    await waitFor(() =>
      expect(within(table).queryByText('SERVIGAS TECNOLOGICO SA DE CV')).not.toBeInTheDocument(),
    );
    expect(
      mock.requests.filter((r) => r.startsWith('GET /api/v2/reports/daily')).length,
    ).toBeGreaterThan(1);
  });

  it('cannot be closed while the deletion runs', async () => {
    server.use(
      ...dashboardMock({ ...testOrigin, latency: 400 }).handlers.filter((_, i) => i === 4),
    );
    const { user } = renderDashboard();
    const table = await openPriceTab(user);
    await user.click(
      await within(table).findByRole('button', { name: 'Eliminar SERVIGAS TECNOLOGICO SA DE CV' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports a failure with the server message', async () => {
    server.use(failing('get', '/api/none', 500, 'x', testOrigin));
    const { user, store } = renderDashboard();
    const table = await openPriceTab(user);
    mock.table.splice(2, 1); // deleted elsewhere meanwhile: the server answers 404
    await user.click(
      await within(table).findByRole('button', { name: 'Eliminar SERVIGAS TECNOLOGICO SA DE CV' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(toasts(store).at(-1)).toMatchObject({
        severity: 'error',
        message: 'dashboard:toasts.error',
        values: { message: 'Competencia no encontrada' },
      }),
    );
  });
});

describe('adding a competitor', () => {
  const fill = async (
    user: ReturnType<typeof renderDashboard>['user'],
    fields: Record<string, string>,
  ) => {
    for (const [label, value] of Object.entries(fields)) {
      // Pasting keeps the test fast; typing is covered by the maxLength check.
      await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
      await user.paste(value);
    }
  };

  it('enables Agregar once nickname, address and permit have text; sends them; resets', async () => {
    const { user, store } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Agregar competencia' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar competencia' });
    expect(dialog).toHaveTextContent(
      'Agrega gasolineras competidoras para darles seguimiento y analizar su comportamiento en el mercado.',
    );
    const submit = within(dialog).getByRole('button', { name: 'Agregar' });
    expect(submit).toBeDisabled();
    await fill(user, {
      'Apodo de la competencia': 'La de enfrente',
      'Razón social': 'Gas SA',
      Dirección: 'Av. Siempre Viva 1',
    });
    expect(submit).toBeDisabled();
    await fill(user, { 'Permiso de la CRE': 'PL/1418/EXP/ES/2015' });
    expect(submit).toBeEnabled();
    const nickname = screen.getByLabelText(/^Apodo de la competencia/) as HTMLInputElement;
    expect(nickname.maxLength).toBe(100);
    expect(within(dialog).getByRole('combobox', { name: 'Marca' })).toBeInTheDocument();

    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts(store).at(-1)).toMatchObject({
      severity: 'success',
      message: 'dashboard:toasts.added',
      values: { station: 'SERVICIO LOMAS AGUASCALIENTES SA DE CV' },
    });
    expect(mock.requests).toContain('POST /api/gas_station_rivals');
    // The form starts empty next time.
    await user.click(screen.getByRole('button', { name: 'Agregar competencia' }));
    expect(screen.getByLabelText(/^Apodo de la competencia/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('tab', { name: 'Precio de combustible' }));
    const table = await screen.findByRole('table', {
      name: 'Comparación de precios con la competencia',
    });
    // The new rival's row (its name may also label the history legend).
    expect((await within(table).findAllByText('La de enfrente')).length).toBeGreaterThan(0);
  });

  it('keeps the dialog open and reports the server message on failure', async () => {
    const { user, store } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Agregar competencia' }));
    await fill(user, {
      'Apodo de la competencia': 'X',
      Dirección: 'Y',
      'Permiso de la CRE': UNKNOWN_PERMIT,
    });
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() =>
      expect(toasts(store).at(-1)).toMatchObject({
        severity: 'error',
        message: 'dashboard:toasts.error',
        values: { message: UNKNOWN_PERMIT_MESSAGE },
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Agregar competencia' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Apodo de la competencia/)).toHaveValue('X');
  });

  it('cannot be closed while adding', async () => {
    server.use(
      ...dashboardMock({ ...testOrigin, latency: 400 }).handlers.filter((_, i) => i === 3),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Agregar competencia' }));
    await fill(user, {
      'Apodo de la competencia': 'X',
      Dirección: 'Y',
      'Permiso de la CRE': 'PL/1/EXP/ES/2015',
    });
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

it('reuses fresh data when the screen is opened again', async () => {
  const first = renderDashboard();
  await screen.findByRole('button', { name: 'Descargar tabla' });
  const count = mock.requests.length;
  first.unmount();
  const again = renderScreen(<DashboardPage />, {
    path: '/dashboard',
    auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    preloadedState: { api: first.store.getState().api },
  });
  await screen.findByRole('button', { name: 'Descargar tabla' });
  expect(mock.requests.slice(count).filter((r) => r.includes('fuel_price'))).toEqual([]);
  again.unmount();
});
