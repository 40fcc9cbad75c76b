// The findings panel against MSW: the month's findings with the filters sent to the server (and
// the page back to the first on each change), a page at a time, a finding's detail in a dialog
// with its report to download, and why a detail cannot load.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { FindingsFilterValue } from '@/features/compliance/components/FindingsFilters';
import { FindingsPanel } from '@/features/compliance/containers/FindingsPanel';
import {
  complianceHandlers,
  complianceState,
  COMPLIANCE_MONTH,
  demoComplianceFindings,
} from '../../../support/msw/complianceHandlers';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin, TEST_API_ORIGIN } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20_000);

const NONE: FindingsFilterValue = { rule: null, day: null, severity: null };
const DAYS = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);

/** The panel as the station's screen holds it: filters and the finding opened in state. */
function Holder({ onDownloadFile }: { onDownloadFile: (file: { id: number }) => void }) {
  const [filters, setFilters] = useState(NONE);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <FindingsPanel
      gasStationId={1}
      month={COMPLIANCE_MONTH}
      days={DAYS}
      rules={['coverage', 'dailyBalance', 'calibration']}
      filters={filters}
      onFiltersChange={setFilters}
      openId={openId}
      onOpen={setOpenId}
      onDownloadFile={onDownloadFile}
      downloadingFiles={[]}
    />
  );
}

function renderPanel(state = complianceState()) {
  server.use(...complianceHandlers(testOrigin, state));
  const onDownloadFile = jest.fn();
  const view = renderScreen(<Holder onDownloadFile={onDownloadFile} />, {
    path: '/compliance/1',
    auth: signedInAs(demoProfiles.admin, demoToken('admin')),
  });
  return { ...view, state, onDownloadFile };
}

const table = () => screen.getByRole('table', { name: 'Hallazgos del mes' });
const findingsRequests = (state: { requests: string[] }) =>
  state.requests.filter((r) => r.startsWith('GET findings'));

it("lists the month's findings and sends the filters picked", async () => {
  const { user, state } = renderPanel();
  await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
  expect(findingsRequests(state)).toEqual(['GET findings?items=25&offset=0']);

  await user.click(screen.getByRole('combobox', { name: 'Gravedad' }));
  await user.click(screen.getByRole('option', { name: 'Media' }));
  await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
  expect(within(table()).getByText('Calibración vencida')).toBeInTheDocument();
  expect(findingsRequests(state).at(-1)).toBe('GET findings?severity=medium&items=25&offset=0');

  await user.click(screen.getByRole('combobox', { name: 'Regla' }));
  await user.click(screen.getByRole('option', { name: 'Balance del día' }));
  expect(await screen.findByText('Ningún hallazgo con estos filtros')).toBeInTheDocument();
  expect(findingsRequests(state).at(-1)).toBe(
    'GET findings?rule=dailyBalance&severity=medium&items=25&offset=0',
  );
});

it('pages through a long list, back to the first page when a filter changes', async () => {
  const requests: string[] = [];
  server.use(...complianceHandlers(testOrigin));
  server.use(
    http.get(
      `${TEST_API_ORIGIN}/api/compliance/stations/:id/months/:month/findings`,
      ({ request }) => {
        requests.push(new URL(request.url).search);
        return HttpResponse.json({ items: demoComplianceFindings, total: 60 });
      },
    ),
  );
  const { user } = renderScreen(<Holder onDownloadFile={jest.fn()} />, {
    path: '/compliance/1',
    auth: signedInAs(demoProfiles.admin, demoToken('admin')),
  });
  expect(await screen.findByText('1-25 de 60')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
  await waitFor(() => expect(requests.at(-1)).toBe('?items=25&offset=25'));
  expect(await screen.findByText('26-50 de 60')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Gravedad' }));
  await user.click(screen.getByRole('option', { name: 'Grave' }));
  await waitFor(() => expect(requests.at(-1)).toBe('?severity=high&items=25&offset=0'));
});

it("opens a finding's detail in a dialog and downloads the report it comes from", async () => {
  const { user, onDownloadFile } = renderPanel();
  await user.click(
    await within(await screen.findByRole('table', { name: 'Hallazgos del mes' })).findByRole(
      'row',
      { name: /Ver hallazgo: Calibración vencida/ },
    ),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Calibración vencida' });
  expect(await within(dialog).findByText('Vigente hasta')).toBeInTheDocument();
  expect(within(dialog).getByText('1 nov 2026')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Descargar D_2026-11-12.json' }));
  expect(onDownloadFile).toHaveBeenCalledWith({ id: 7, name: 'D_2026-11-12.json' });
});

it('says why a finding cannot load', async () => {
  const { user } = renderPanel();
  server.use(
    http.get(`${TEST_API_ORIGIN}/api/compliance/stations/:id/findings/:findingId`, () =>
      HttpResponse.json({ message: 'Hallazgo no encontrado' }, { status: 404 }),
    ),
  );
  await user.click(
    await within(await screen.findByRole('table', { name: 'Hallazgos del mes' })).findByRole(
      'row',
      { name: /Ver hallazgo: Balance del día/ },
    ),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Hallazgo' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Hallazgo no encontrado');
});

it('says why the list cannot load and loads it again on request', async () => {
  let fail = true;
  server.use(...complianceHandlers(testOrigin));
  server.use(
    http.get(`${TEST_API_ORIGIN}/api/compliance/stations/:id/months/:month/findings`, () =>
      fail
        ? HttpResponse.json({ message: 'Mes no disponible' }, { status: 404 })
        : HttpResponse.json({ items: demoComplianceFindings, total: 3 }),
    ),
  );
  const { user } = renderScreen(<Holder onDownloadFile={jest.fn()} />, {
    path: '/compliance/1',
    auth: signedInAs(demoProfiles.admin, demoToken('admin')),
  });
  expect(await screen.findByText(/Mes no disponible/)).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
});
