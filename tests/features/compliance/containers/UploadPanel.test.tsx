// The upload panel against MSW: a file that passes the area's checks is sent for the month shown,
// and the panel says what the upload did (received, corrected, refused file by file) until it is
// dismissed; a file the area refuses is never sent.
import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UploadPanel } from '@/features/compliance/containers/UploadPanel';
import {
  complianceHandlers,
  complianceState,
  COMPLIANCE_MONTH,
} from '../../../support/msw/complianceHandlers';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin, TEST_API_ORIGIN } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20_000);

function renderPanel(state = complianceState()) {
  server.use(...complianceHandlers(testOrigin, state));
  const view = renderScreen(<UploadPanel gasStationId={1} month={COMPLIANCE_MONTH} />, {
    path: '/compliance/1',
    auth: signedInAs(demoProfiles.admin, demoToken('admin')),
  });
  const choose = (name: string, body = name) =>
    fireEvent.change(screen.getByLabelText('Archivo de reportes del SAT'), {
      target: { files: [new NodeFile([body], name, { type: 'application/json' })] },
    });
  return { ...view, state, choose };
}

it('sends a report for the month shown and says what it did', async () => {
  const { choose, state, user } = renderPanel();
  const sent: string[] = [];
  // Notes where the upload goes, then lets the in-memory backend answer it.
  server.use(
    http.post(`${TEST_API_ORIGIN}/api/compliance/stations/:id/files`, ({ request }) => {
      const url = new URL(request.url);
      sent.push(`${url.pathname}${url.search}`);
    }),
  );
  choose('D_9B2C3E4F-2026-11-09_corregido.json');
  const received = await screen.findByRole('list', { name: 'Archivos recibidos' });
  expect(within(received).getByText('Corrige al anterior')).toBeInTheDocument();
  expect(
    within(received).getByText('Tanque TQS-TDA-0001 · Existencia medida: 10,000 L → 10,080 L'),
  ).toBeInTheDocument();
  expect(state.uploads).toEqual(['D_9B2C3E4F-2026-11-09_corregido.json']);
  expect(sent).toEqual([`/api/compliance/stations/1/files?month=${COMPLIANCE_MONTH}`]);

  await user.click(screen.getByRole('button', { name: 'Cerrar' }));
  expect(screen.queryByRole('list', { name: 'Archivos recibidos' })).not.toBeInTheDocument();
});

it('lists the files refused with their reasons; the next upload forgets them', async () => {
  const { choose } = renderPanel();
  choose('D_9B2C3E4F-2026-11-15_malo.json');
  const refused = await screen.findByRole('list', { name: 'Archivos rechazados' });
  expect(within(refused).getByText('D_9B2C3E4F-2026-11-15_malo.json')).toBeInTheDocument();
  expect(screen.getByText('No se guardó ningún archivo')).toBeInTheDocument();
  choose('D_9B2C3E4F-2026-11-10.json');
  expect(await screen.findByRole('list', { name: 'Archivos recibidos' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Archivos rechazados' })).not.toBeInTheDocument();
});

it("shows the server's message when it names no file", async () => {
  const { choose } = renderPanel();
  server.use(
    http.post(`${TEST_API_ORIGIN}/api/compliance/stations/:id/files`, () =>
      HttpResponse.json({ message: 'El archivo pesa más de lo permitido' }, { status: 413 }),
    ),
  );
  choose('noviembre.zip');
  expect(await screen.findByText('El archivo pesa más de lo permitido')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('shows it is busy while the reports are checked, and sends nothing the area refuses', async () => {
  let answer: () => void = () => undefined;
  const { choose, state } = renderPanel();
  choose('ventas.xlsx');
  expect(
    screen.getByText('El archivo debe ser un reporte JSON o un .zip de reportes'),
  ).toBeInTheDocument();
  expect(state.uploads).toEqual([]);

  server.use(
    http.post(`${TEST_API_ORIGIN}/api/compliance/stations/:id/files`, async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json({ files: [], months: [] });
    }),
  );
  choose('D_1.json');
  expect(await screen.findByText('Revisando los reportes…')).toBeInTheDocument();
  expect(screen.getByLabelText('Archivo de reportes del SAT')).toBeDisabled();
  answer();
  await waitFor(() =>
    expect(screen.queryByText('Revisando los reportes…')).not.toBeInTheDocument(),
  );
});
