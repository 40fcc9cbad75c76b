import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { reportRequestsApi } from '@/api/generated/reportRequests.gen';
import { createI18n } from '@/i18n';
import CompliancePage from '@/features/compliance/screens/CompliancePage';
import ComplianceStationPage from '@/features/compliance/screens/ComplianceStationPage';
import { demoProfiles, demoToken, failing } from '../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../support/msw/server';
import {
  complianceHandlers,
  complianceState,
  COMPLIANCE_MONTH,
} from '../../support/msw/complianceHandlers';
import { renderScreen, signedInAs } from '../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(30000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));
const elsewhere = { path: '*', element: <p>Otra pantalla</p> };

beforeAll(() => {
  // The downloads become object URLs handed to a hidden link.
  URL.createObjectURL = jest.fn(() => 'blob:descarga');
  URL.revokeObjectURL = jest.fn();
});

function renderAt(
  element: React.ReactElement,
  path: string,
  at: string,
  state = complianceState(),
) {
  server.use(...complianceHandlers(testOrigin, state));
  return { ...renderScreen(element, { path, at, auth: admin, routes: [elsewhere] }), state };
}

const stationAt = `/compliance/1?month=${COMPLIANCE_MONTH}`;

describe('CompliancePage', () => {
  it("lists the stations with their month and opens one's month", async () => {
    const { user, location, state } = renderAt(
      <CompliancePage />,
      '/compliance',
      `/compliance?month=${COMPLIANCE_MONTH}`,
    );
    const table = await screen.findByRole('table', { name: 'Estaciones y sus reportes del mes' });
    const row = within(table).getByRole('row', { name: 'Abrir Servicio Lomas' });
    expect(within(row).getByText('Sin recibir')).toBeInTheDocument();
    expect(within(row).getByText('Faltan 44 días')).toBeInTheDocument();
    expect(within(row).getByText('2 graves')).toBeInTheDocument();
    const late = within(table).getByRole('row', { name: 'Abrir Servicio Querétaro Centro' });
    expect(within(late).getByText('Venció hace 2 días')).toBeInTheDocument();
    expect(state.requests).toContain(`GET /api/compliance/stations?month=${COMPLIANCE_MONTH}`);
    await user.click(row);
    expect(`${location().pathname}${location().search}`).toBe(stationAt);
  });

  it('says so when the server cannot answer yet', async () => {
    server.use(
      failing('get', `${testOrigin.origin}/api/compliance/stations`, 501, 'Not Implemented'),
    );
    renderScreen(<CompliancePage />, { path: '/compliance', auth: admin });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
  });
});

describe('ComplianceStationPage', () => {
  const render = (state = complianceState()) =>
    renderAt(<ComplianceStationPage />, '/compliance/:idGasStation', stationAt, state);

  it("shows the month: the monthly report's due date, the calendar and the findings", async () => {
    render();
    expect(await screen.findByText('Servicio Lomas')).toBeInTheDocument();
    expect(screen.getByText('3 ene 2027')).toBeInTheDocument();
    expect(screen.getAllByText('Faltan 44 días').length).toBeGreaterThan(0);
    const calendar = screen.getByRole('group', { name: 'Días de noviembre de 2026' });
    expect(
      within(calendar).getByRole('button', { name: '4 nov 2026: Faltante, 1 hallazgo' }),
    ).toHaveAttribute('data-state', 'missing');
    expect(
      within(calendar).getByRole('button', { name: '9 nov 2026: Con hallazgos, 1 hallazgo' }),
    ).toBeInTheDocument();
    expect(
      within(calendar).getByRole('button', { name: '2 nov 2026: Completo' }),
    ).toBeInTheDocument();
    expect(
      within(calendar).getByRole('button', { name: '25 nov 2026: Pendiente' }),
    ).toBeInTheDocument();
    const findings = await screen.findByRole('table', { name: 'Hallazgos del mes' });
    expect(within(findings).getAllByRole('row')).toHaveLength(4); // header and three findings
  });

  it("filters the findings by the day picked on the calendar, and opens a finding's detail", async () => {
    const { user, location, state } = render();
    const calendar = await screen.findByRole('group', { name: 'Días de noviembre de 2026' });
    await user.click(
      within(calendar).getByRole('button', { name: '9 nov 2026: Con hallazgos, 1 hallazgo' }),
    );
    await waitFor(() => expect(location().search).toContain('day=2026-11-09'));
    const findings = screen.getByRole('table', { name: 'Hallazgos del mes' });
    await waitFor(() => expect(within(findings).getAllByRole('row')).toHaveLength(2));
    expect(state.requests.some((r) => r.includes('day=2026-11-09'))).toBe(true);

    await user.click(within(findings).getByRole('row', { name: /Ver hallazgo: Balance del día/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Existencia medida')).toBeInTheDocument();
    expect(within(dialog).getByText('10,080 L')).toBeInTheDocument();
    expect(within(dialog).getByText('0.79 %')).toBeInTheDocument();
    expect(within(dialog).getByText('no registrado')).toBeInTheDocument();
    expect(within(dialog).getByText('0.5 %')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Código Fiscal de la Federación, art. 55 fr. VII; RMF 2026, Anexo 21',
      ),
    ).toBeInTheDocument();
    expect(location().search).toContain('finding=102');
  });

  it('shows the files received and what a corrected file changed, and downloads one', async () => {
    const { user } = render();
    const files = await screen.findByRole('table', { name: 'Archivos recibidos del mes' });
    expect(within(files).getByText('D_9B2C3E4F-2026-11-09_corregido.json')).toBeInTheDocument();
    expect(
      within(files).getByText('Tanque TQS-TDA-0001 · Existencia medida: 10,000 L → 10,080 L'),
    ).toBeInTheDocument();
    expect(within(files).getByText('Reemplazado')).toBeInTheDocument();
    await user.click(
      within(files).getByRole('button', { name: 'Descargar D_9B2C3E4F-2026-11-09.json' }),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('refuses an upload file by file, with each reason and JSON path', async () => {
    render();
    const input = await screen.findByLabelText('Archivo de reportes del SAT');
    const file = new NodeFile(
      ['D_9B2C3E4F-2026-11-15_malo.json'],
      'D_9B2C3E4F-2026-11-15_malo.json',
      {
        type: 'application/json',
      },
    );
    fireEvent.change(input, { target: { files: [file] } });
    const refused = await screen.findByRole('list', { name: 'Archivos rechazados' });
    expect(within(refused).getByText('D_9B2C3E4F-2026-11-15_malo.json')).toBeInTheDocument();
    expect(
      within(refused).getByText('$.Producto[0].Tanque[0].Existencias.VolumenExistenciasAnterior'),
    ).toBeInTheDocument();
    expect(
      within(refused).getByText('El RFC del reporte (XAXX010101000) no es el de la estación'),
    ).toBeInTheDocument();
    expect(screen.getByText('No se guardó ningún archivo')).toBeInTheDocument();
  });

  it('receives a corrected file and says what it changed; a wrong kind of file never leaves', async () => {
    const { state } = render();
    const input = await screen.findByLabelText('Archivo de reportes del SAT');
    fireEvent.change(input, { target: { files: [new NodeFile(['x'], 'ventas.xlsx')] } });
    expect(
      await screen.findByText('El archivo debe ser un reporte JSON o un .zip de reportes'),
    ).toBeInTheDocument();
    expect(state.uploads).toEqual([]);
    fireEvent.change(input, {
      target: {
        files: [
          new File(
            ['D_9B2C3E4F-2026-11-09_corregido.json'],
            'D_9B2C3E4F-2026-11-09_corregido.json',
          ),
        ],
      },
    });
    const received = await screen.findByRole('list', { name: 'Archivos recibidos' });
    expect(within(received).getByText('Corrige al anterior')).toBeInTheDocument();
    expect(within(received).getByText('Sin cambios (ya se tenía)')).toBeInTheDocument();
    expect(
      within(received).getByText('Tanque TQS-TDA-0001 · Existencia medida: 10,000 L → 10,080 L'),
    ).toBeInTheDocument();
    expect(state.uploads).toHaveLength(1);
  });

  it("downloads the month's pre-audit PDF", async () => {
    const { user, state } = render();
    await user.click(await screen.findByRole('button', { name: 'Preauditoría (PDF)' }));
    await waitFor(() =>
      expect(state.requests).toContain(`GET pdf?month=${COMPLIANCE_MONTH}&locale=es`),
    );
  });

  describe("'Enviar PDF'", () => {
    /** Answers the report requests list, counting the reads. */
    function countListReads() {
      const reads = { count: 0 };
      server.use(
        http.get(`${testOrigin.origin}/api/generated_reports`, () => {
          reads.count += 1;
          return HttpResponse.json({ items: [] });
        }),
      );
      return reads;
    }

    it('queues the pre-audit, says where it will appear and refreshes the requests list', async () => {
      const { user, state, store } = render();
      const reads = countListReads();
      // The Data screen's list is open in the store (as when the user saw it earlier).
      const list = store.dispatch(
        reportRequestsApi.endpoints.listReportRequests.initiate({ scope: 'mine', items: 20 }),
      );
      await waitFor(() => expect(reads.count).toBe(1));

      const send = await screen.findByRole('button', { name: 'Enviar PDF' });
      expect(send).toHaveAttribute(
        'title',
        'Generar PDF para enviar: te llega por correo y queda en Mis solicitudes y en los archivos de la estación',
      );
      await user.click(send);
      await waitFor(() =>
        expect(store.getState().toasts.items.at(-1)).toMatchObject({
          severity: 'success',
          message: 'compliance:pdf.queued',
          values: { month: 'noviembre de 2026' },
        }),
      );
      expect(state.pdfRequests).toEqual([
        { month: COMPLIANCE_MONTH, locale: 'es', channel: 'email' },
      ]);
      const toast = store.getState().toasts.items.at(-1)!;
      expect(createI18n('es').t(toast.message, toast.values)).toBe(
        'La preauditoría de noviembre de 2026 se está generando: te llegará por correo, aparecerá en Mis solicitudes (Datos y Reportes) y quedará en los archivos de la estación.',
      );
      await waitFor(() => expect(reads.count).toBe(2));
      // The direct download stays beside it.
      expect(screen.getByRole('button', { name: 'Preauditoría (PDF)' })).toBeInTheDocument();
      list.unsubscribe();
    });

    it("shows the server's message when the request is refused", async () => {
      const refused = complianceState();
      refused.pdfRequestRefusal = 'Elige al menos un contacto para enviar por WhatsApp';
      const { user, store } = render(refused);
      await user.click(await screen.findByRole('button', { name: 'Enviar PDF' }));
      await waitFor(() =>
        expect(store.getState().toasts.items.at(-1)).toMatchObject({
          severity: 'error',
          message: 'Elige al menos un contacto para enviar por WhatsApp',
        }),
      );
      expect(refused.pdfRequests).toHaveLength(1);
    });
  });

  it('says when the station does not exist', async () => {
    renderAt(
      <ComplianceStationPage />,
      '/compliance/:idGasStation',
      `/compliance/9?month=${COMPLIANCE_MONTH}`,
    );
    expect(await screen.findByText('Estación no encontrada')).toBeInTheDocument();
  });
});
