// The station month builder: with one tank per fuel (the demo) or several tanks and hoses (the
// compliance bench) its reports pass the SAT's schemas and a month without faults has no
// findings; each fuel's litres are shared among its tanks and hoses to the last thousandth, and a
// fault lands on the fuel's first tank only.
import { daysThrough } from '@/lib/dates/calendarDates';
import {
  STATION_FUELS,
  stationMonthReports,
  type StationMonthInput,
} from '@/server/demo/satReports';
import { checkMonth, dailyFacts, monthlyFacts, satReportErrors } from '@/server/modules/compliance';

const MONTH = '2026-03';
const DAYS = daysThrough('2026-03-01', '2026-03-31');
const IDENTITY = {
  rfc: 'GNO010101AB1',
  permit: 'PL/12345/EXP/ES/2016',
  installationKey: 'EDS-0001',
  description: 'Estación de servicio Gas Norte',
};

/** Each fuel sells `litres` a day. */
const soldEachDay = (litres: (product: number) => number) =>
  new Map(
    DAYS.flatMap((day) => STATION_FUELS.map((f) => [`${day}|${f.product}`, litres(f.product)])),
  ) as ReadonlyMap<string, number>;

/** The month's findings, its tickets being the litres sold. */
function findingsOf(input: Omit<StationMonthInput, 'identity' | 'month' | 'days'>) {
  const reports = stationMonthReports({ identity: IDENTITY, month: MONTH, days: DAYS, ...input });
  const tickets = new Map(
    [...input.sold].map(([key, litres]) => {
      const [day, product] = key.split('|');
      const fuel = STATION_FUELS.find((f) => f.product === Number(product))!;
      return [`${day}|${fuel.key}/${fuel.sub}`, litres];
    }),
  );
  const days = reports.daily.map((r) => dailyFacts(r.json));
  return {
    reports,
    days,
    findings: checkMonth({
      month: MONTH,
      today: '2026-04-02',
      days,
      monthly: monthlyFacts(reports.monthly.json, MONTH),
      ticketLitres: tickets,
    }),
  };
}

it('builds a clean month of one tank, dispenser and hose per fuel by default', () => {
  const { reports, days, findings } = findingsOf({ sold: soldEachDay((p) => 4000 + p * 333.3) });
  expect(reports.daily).toHaveLength(31);
  expect(reports.daily.flatMap((r) => satReportErrors('daily', r.json))).toEqual([]);
  expect(satReportErrors('monthly', reports.monthly.json)).toEqual([]);
  expect(days[0]!.tanks.map((t) => t.tank)).toEqual([
    'TQS-EDS-0001',
    'TQS-EDS-0002',
    'TQS-EDS-0003',
  ]);
  expect(days[0]!.hoses.map((h) => h.hose)).toEqual([
    'DISP-0001-MGA-0001',
    'DISP-0002-MGA-0001',
    'DISP-0003-MGA-0001',
  ]);
  expect(findings).toEqual([]);
});

it('builds a clean month of six tanks with four hoses each, as the bench uploads', () => {
  const { reports, days, findings } = findingsOf({
    sold: soldEachDay(() => 10000),
    tanks: 6,
    hosesPerTank: 4,
  });
  expect(reports.daily.flatMap((r) => satReportErrors('daily', r.json))).toEqual([]);
  expect(satReportErrors('monthly', reports.monthly.json)).toEqual([]);
  expect(reports.monthly.json).toMatchObject({ NumeroTanques: 6, NumeroDispensarios: 6 });
  expect(days[0]!.tanks).toHaveLength(6);
  expect(days[0]!.hoses).toHaveLength(24);
  // The fuels in turn: tanks 1 and 4 hold regular.
  expect(days[0]!.tanks.filter((t) => t.product === 'PR07/SP16').map((t) => t.tank)).toEqual([
    'TQS-EDS-0001',
    'TQS-EDS-0004',
  ]);
  expect(days[0]!.hoses.filter((h) => h.dispenser === 'DISP-0004').map((h) => h.delivered)).toEqual(
    [1250, 1250, 1250, 1250],
  );
  expect(findings).toEqual([]);
});

it('shares litres that do not divide evenly so that they add up exactly', () => {
  const { days, findings } = findingsOf({
    sold: soldEachDay(() => 1000.001),
    tanks: 6,
    hosesPerTank: 3,
  });
  for (const day of days) {
    for (const fuel of STATION_FUELS) {
      const product = `${fuel.key}/${fuel.sub}`;
      const hoses = day.hoses.filter((h) => h.product === product);
      const tanks = day.tanks.filter((t) => t.product === product);
      expect(hoses.reduce((s, h) => s + h.delivered, 0)).toBeCloseTo(1000.001, 9);
      expect(tanks.reduce((s, t) => s + t.delivered, 0)).toBeCloseTo(1000.001, 9);
    }
  }
  expect(findings).toEqual([]);
});

it("puts a fault on the fuel's first tank only", () => {
  const { findings } = findingsOf({
    sold: soldEachDay(() => 6000),
    tanks: 4,
    faults: {
      balanceGap: { day: '2026-03-08', product: 1, share: 0.008 },
      expiredCalibration: { product: 2, until: '2026-03-29' },
    },
  });
  expect(findings.map((f) => [f.rule, f.day, f.subject] as const)).toEqual([
    ['dailyBalance', '2026-03-08', 'TQS-EDS-0001'],
    ['calibration', '2026-03-30', 'TQS-EDS-0002'],
    ['calibration', '2026-03-31', 'TQS-EDS-0002'],
  ]);
});
