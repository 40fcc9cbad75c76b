import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PreviewReaderContext } from '@/features/ticketsUpload/containers/previewReaderContext';
import type { PreviewSheet } from '@/features/ticketsUpload/model/previewTypes';
import { autoMatchColumns, headerSignature } from '@/features/ticketsUpload/model/ticketRules';
import TicketsUploadPage from '@/features/ticketsUpload/screens/TicketsUploadPage';
import {
  englishSheet,
  ticketSheet,
  TICKET_HEADERS,
} from '../../../../stories/TicketsUploadFixtures';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import {
  mappingKey,
  ticketsHandlers,
  ticketsState,
  type TicketsState,
} from '../../../support/msw/ticketsHandlers';
import { usersHandlers } from '../../../support/msw/usersHandlers';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));
const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);

function renderPage(state: TicketsState = ticketsState(), sheet: PreviewSheet = ticketSheet) {
  server.use(...ticketsHandlers(testOrigin, state), ...usersHandlers(testOrigin));
  const readPreview = jest.fn(async () => sheet);
  const view = renderScreen(
    <PreviewReaderContext.Provider value={readPreview}>
      <TicketsUploadPage />
    </PreviewReaderContext.Provider>,
    { path: '/tickets_upload', auth: admin },
  );
  return { ...view, state, readPreview };
}

async function chooseFile(name = 'tickets-febrero.xlsx') {
  const input = await screen.findByLabelText('Archivo de tickets (.xlsx)');
  // Node's File: the fetch layer's FormData sends it as a file (jsdom's would become text).
  fireEvent.change(input, { target: { files: [new NodeFile([zip], name)] } });
  return screen.findByRole('form', { name: 'Relación de columnas' });
}

const columnSelect = (form: HTMLElement, label: RegExp) =>
  within(form).getByRole('combobox', { name: label });

/** The columns are suggested once the saved mapping has been asked for (a round trip). */
const columnsSuggested = (form: HTMLElement) =>
  waitFor(
    () => expect(columnSelect(form, /^Fecha y hora/)).toHaveTextContent('Columna A — Fecha y hora'),
    { timeout: 5000 },
  );

describe('TicketsUploadPage', () => {
  it('lists the uploads with their status', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Historial de cargas de tickets' });
    const processed = (await within(table).findByText('tickets-enero.xlsx')).closest('tr')!;
    expect(within(processed).getByText('Procesado')).toBeInTheDocument();
    expect(within(processed).getByText('112 de 120')).toBeInTheDocument();
    const failed = within(table).getByText('tickets-valle.xlsx').closest('tr')!;
    expect(within(failed).getByText('Falló')).toBeInTheDocument();
  });

  it('reads the chosen file, uploads it and matches the columns by header name', async () => {
    const { state, readPreview } = renderPage();
    const form = await chooseFile();
    expect(readPreview).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(state.received).toEqual(['tickets-febrero.xlsx']));
    await columnsSuggested(form);
    expect(columnSelect(form, /^Importe/)).toHaveTextContent('Columna D — Importe');
    expect(columnSelect(form, /^Volumen/)).toHaveTextContent('Columna E — Litros');
    expect(columnSelect(form, /^Folio/)).toHaveTextContent('Columna I — Folio');
    expect(screen.queryByText('Se aplicó el mapeo guardado para este formato')).toBeNull();
  });

  it("pre-fills the customer's saved mapping for the layout", async () => {
    const state = ticketsState();
    const signature = headerSignature(TICKET_HEADERS);
    state.mappings[mappingKey(1, signature)] = {
      customer_id: 1,
      header_signature: signature,
      headers: TICKET_HEADERS,
      header_row: 1,
      columns: { ...autoMatchColumns(TICKET_HEADERS), employee: null, folio: 7 },
      fuel_type: null,
      updated_at: '2026-01-20T10:00:00.000Z',
    };
    renderPage(state);
    const form = await chooseFile();
    expect(
      await screen.findByText('Se aplicó el mapeo guardado para este formato'),
    ).toBeInTheDocument();
    expect(columnSelect(form, /^Folio/)).toHaveTextContent('Columna H — Despachador');
    expect(columnSelect(form, /^Empleado/)).toHaveTextContent('Sin columna');
  });

  it('marks the bad cells of the preview and counts the rows with errors', async () => {
    renderPage();
    await chooseFile();
    const preview = await screen.findByRole('table', {
      name: 'Vista previa de los primeros 50 renglones',
    });
    expect(screen.getByText('2 de 4 renglones tienen errores')).toBeInTheDocument();
    const row4 = within(preview).getByRole('rowheader', { name: '4' }).closest('tr')!;
    const pump = within(row4).getByTitle('La bomba debe ser un número entero mayor o igual a 1');
    expect(pump).toHaveAccessibleDescription(
      'Error: La bomba debe ser un número entero mayor o igual a 1',
    );
    expect(pump).toHaveTextContent('0');
    expect(within(row4).getByTitle('«abc» no es un número')).toHaveAttribute(
      'data-invalid',
      'true',
    );
    const row2 = within(preview).getByRole('rowheader', { name: '2' }).closest('tr')!;
    expect(within(row2).queryAllByTitle(/.+/)).toHaveLength(0);
    expect(within(row2).getByText('2026-01-05 08:15:00')).toBeInTheDocument();
  });

  it('re-reads the headers from another header row and asks for the fuel type', async () => {
    const { user } = renderPage(ticketsState(), englishSheet);
    const form = await chooseFile('sales.xlsx');
    const headerRow = within(form).getByLabelText(/^Fila de encabezados/);
    await user.clear(headerRow);
    await user.type(headerRow, '2');
    await waitFor(() =>
      expect(columnSelect(form, /^Fecha y hora/)).toHaveTextContent('Columna A — Date'),
    );
    expect(columnSelect(form, /^Producto/)).toHaveTextContent('Sin columna');
    await user.click(within(form).getByRole('button', { name: 'Procesar' }));
    expect(await within(form).findByText('Elige el tipo de combustible')).toBeInTheDocument();
  });

  it('saves the chosen mapping (PUT /mapper) before processing and says so', async () => {
    const { user, state } = renderPage();
    const form = await chooseFile();
    await columnsSuggested(form);
    await user.click(within(form).getByRole('combobox', { name: /^Estación/ }));
    await user.click(await screen.findByRole('option', { name: 'Estación Centro' }));
    await user.click(within(form).getByRole('button', { name: 'Procesar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Archivo procesado' });
    expect(dialog).toHaveTextContent('El reporte se enviará por correo en un par de minutos');
    expect(dialog).toHaveTextContent('quedó guardado para la próxima vez');
    expect(state.processed).toEqual([
      {
        id: 3,
        options: {
          gas_station_id: 1,
          assigned_user_id: 1,
          header_row: 1,
          header_signature: headerSignature(TICKET_HEADERS),
          columns: {
            date_time: 0,
            pump: 1,
            product: 2,
            amount: 3,
            volume: 4,
            price: 5,
            payment_type: 6,
            employee: 7,
            folio: 8,
          },
          start_date: null,
          end_date: null,
          fuel_type: null,
          save_mapping: false,
        },
      },
    ]);
    expect(state.requests).toEqual(['PUT /api/mapper', 'POST /api/ticket_uploads/3/process']);
    const signature = headerSignature(TICKET_HEADERS);
    expect(state.mappings[mappingKey(1, signature)]).toEqual({
      customer_id: 1,
      header_signature: signature,
      headers: TICKET_HEADERS,
      header_row: 1,
      columns: state.processed[0]!.options.columns,
      fuel_type: null,
      updated_at: expect.any(String),
    });

    await user.click(within(dialog).getByRole('button', { name: 'Subir otro archivo' }));
    expect(await screen.findByLabelText('Archivo de tickets (.xlsx)')).toBeInTheDocument();
    expect(await screen.findByText('Resultado de tickets-febrero.xlsx')).toBeInTheDocument();
    expect(await screen.findByText('Renglones leídos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar errores (.xlsx)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Historial de cargas de tickets' });
    const row = within(table).getByText('tickets-febrero.xlsx').closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Procesado')).toBeInTheDocument());
  });

  it('says to contact support when the server fails to process', async () => {
    const { user } = renderPage(ticketsState({ processFailure: 501 }));
    const form = await chooseFile();
    await columnsSuggested(form);
    await user.click(within(form).getByRole('combobox', { name: /^Estación/ }));
    await user.click(await screen.findByRole('option', { name: 'Estación Valle' }));
    await user.click(within(form).getByRole('button', { name: 'Procesar' }));
    expect(
      await within(form).findByText('Error en servidor: Contacte a soporte'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Archivo procesado' })).toBeNull();
  });

  it('shows a refused mapping save and does not process', async () => {
    const { user, state } = renderPage(ticketsState({ mapperSaveFailure: 404 }));
    const form = await chooseFile();
    await columnsSuggested(form);
    await user.click(within(form).getByRole('combobox', { name: /^Estación/ }));
    await user.click(await screen.findByRole('option', { name: 'Estación Centro' }));
    await user.click(within(form).getByRole('button', { name: 'Procesar' }));
    expect(await within(form).findByText('Cliente no encontrado')).toBeInTheDocument();
    expect(state.requests).toEqual(['PUT /api/mapper']);
    expect(state.processed).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Archivo procesado' })).toBeNull();
  });

  it('says the saved mapping could not be read instead of matching by header name', async () => {
    const { state } = renderPage(ticketsState({ mapperReadFailure: 500 }));
    const form = await chooseFile();
    await waitFor(() => expect(state.received).toEqual(['tickets-febrero.xlsx']));
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
    expect(columnSelect(form, /^Fecha y hora/)).not.toHaveTextContent('Columna A');
    expect(screen.queryByText('Se aplicó el mapeo guardado para este formato')).toBeNull();
  });

  it("shows why the server refused the file's upload", async () => {
    renderPage();
    server.use(
      failing(
        'post',
        '/api/ticket_uploads',
        413,
        'El archivo supera el límite de 20 MB',
        testOrigin,
      ),
    );
    await chooseFile();
    expect(
      await screen.findByText('No se pudo subir el archivo: El archivo supera el límite de 20 MB'),
    ).toBeInTheDocument();
  });

  it('opens the result of an upload of the history and downloads its errors', async () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = jest.fn(() => 'blob:errores');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { user } = renderPage();
      const table = await screen.findByRole('table', { name: 'Historial de cargas de tickets' });
      await user.click(await within(table).findByText('tickets-enero.xlsx'));
      expect(await screen.findByText('Resultado de tickets-enero.xlsx')).toBeInTheDocument();
      expect(
        screen.getByText('Fila 14 · Bomba: La bomba debe ser un número entero mayor que 0'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Descargar errores (.xlsx)' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(createObjectURL).toHaveBeenCalledTimes(1);
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toBe('errores-tickets-enero.xlsx');
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    }
  });
});
