// The intake's choice of months to check again: a day received changes its own month, and the
// neighbour whose checks read it (the next month's continuity after a last day; the previous
// month's open faults, closed or not within the first days after it).
import JSZip from 'jszip';
import { storageFor } from '@/server/storage';
import { receiveReports } from '@/server/modules/compliance/intake';
import { reportsOfDays } from '@/server/demo/satReports';
import { startTestServer, type TestServer } from '../../../support/testServer';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let stationId: number;
const PERMIT = 'PL/30123/EXP/ES/2016';

beforeAll(async () => {
  server = await startTestServer({ demo: false });
  const customer = await server.db
    .insertInto('customers')
    .values({ name: 'Gas Norte', legal_name: 'Gas Norte SA de CV', rfc: 'GNO010101AB1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  stationId = (
    await server.db
      .insertInto('gas_stations')
      .values({ name: 'Gas Norte', permission: PERMIT, customer_id: customer.id })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 180_000);
afterAll(() => server?.close());

async function receive(reports: Json[]) {
  const zip = new JSZip();
  for (const report of reports) {
    zip.file(`D_${String(report.FechaYHoraCorte).slice(0, 10)}.json`, JSON.stringify(report));
  }
  const result = await receiveReports(
    server.db,
    await storageFor(server.config, server.db),
    {
      stationId,
      name: 'reportes.zip',
      bytes: await zip.generateAsync({ type: 'nodebuffer' }),
      month: null,
      source: 'upload',
      receivedBy: null,
    },
    { today: '2026-04-20' },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.refused));
  return result.months.map((m) => m.month);
}

const openFaults = async (month: string) =>
  (
    await server.db
      .selectFrom('compliance_findings')
      .select('rule')
      .where('gas_station_id', '=', stationId)
      .where('month', '=', `${month}-01`)
      .where('rule', '=', 'faultOpen')
      .execute()
  ).length;

it('checks the previous month again when one of the days that close its faults arrives', async () => {
  // March, whose last day logs a power failure of the UCC at 06:00 that nothing closes.
  const march = reportsOfDays('2026-03-01', 31).map((r) => ({
    ...r,
    NumPermiso: PERMIT,
  })) as Json[];
  Object.assign(march[30]!.Bitacora[0], {
    TipoEvento: 18,
    DescripcionEvento: 'Falla de energía',
    IdentificacionComponenteAlarma: 'UCC-01',
  });
  expect(await receive(march)).toEqual(['2026-03']);
  // Too early to tell: the log reaches only the end of the 31st.
  expect(await openFaults('2026-03')).toBe(0);

  // April's first three days, with no event closing it: March is checked again, and has it.
  const april = reportsOfDays('2026-04-01', 3, { openingStock: 20000 + 31 * 1000 }).map((r) => ({
    ...r,
    NumPermiso: PERMIT,
  })) as Json[];
  expect(await receive(april)).toEqual(['2026-03', '2026-04']);
  expect(await openFaults('2026-03')).toBe(1);
});
