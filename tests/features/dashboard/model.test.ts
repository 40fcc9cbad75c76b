// The Dashboard's pure rules: month values and labels, the history range, the
// station selection title and filter, the add-competitor submit rule, the table export.
import { DateTime } from 'luxon';
import {
  canSubmitCompetitor,
  competitorPayload,
  EMPTY_COMPETITOR,
} from '@/features/dashboard/model/addCompetitorForm';
import { canChangeCompetitors } from '@/lib/roles';
import { dashboardPath } from '@/lib/appLinks';
import { readDashboardLink } from '@/features/dashboard/model/dashboardLink';
import { dayLabel, historyRange, lastMonths, monthLabel } from '@/features/dashboard/model/months';
import { filterByStationNames, selectionTitle } from '@/features/dashboard/model/stationSelection';
import { fileSlug, tableMatrix } from '@/features/dashboard/model/tableExport';
import { toCsv } from '@/lib/csv';
import { formatMinutesSeconds, formatPercent, truncateLabel } from '@/components/chartFormat';
import { fixtureTable } from '../../../stories/DashboardFixtures';

describe('months', () => {
  it('labels months as a capitalised Spanish month and year, days in Spanish', () => {
    expect(monthLabel('2022-01-01')).toBe('Enero 2022');
    expect(monthLabel('2026-09-01')).toBe('Septiembre 2026');
    expect(dayLabel('2022-01-13')).toBe('13 de enero de 2022');
  });

  it('lists the current month and the five before it', () => {
    expect(lastMonths(DateTime.fromISO('2026-03-15'))).toEqual([
      '2026-03-01',
      '2026-02-01',
      '2026-01-01',
      '2025-12-01',
      '2025-11-01',
      '2025-10-01',
    ]);
  });

  it("ends the history on today's day of the chosen month, or the month's last day", () => {
    expect(historyRange('2022-01-01', DateTime.fromISO('2026-11-22'))).toEqual({
      start: '2022-01-01',
      end: '2022-01-22',
    });
    expect(historyRange('2024-02-01', DateTime.fromISO('2026-03-31'))).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
    expect(historyRange('2023-02-01', DateTime.fromISO('2026-03-30')).end).toBe('2023-02-28');
  });
});

describe('station selection', () => {
  it('titles none, all and some', () => {
    expect(selectionTitle(0, 5)).toEqual({ key: 'chooseStations' });
    expect(selectionTitle(5, 5)).toEqual({ key: 'all' });
    expect(selectionTitle(1, 5)).toEqual({ key: 'selection', count: 1 });
    expect(selectionTitle(3, 5)).toEqual({ key: 'selection', count: 3 });
  });

  it('keeps every row with no selection, else the rows of the chosen names', () => {
    const rows = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];
    expect(filterByStationNames(rows, [])).toEqual(rows);
    expect(filterByStationNames(rows, ['C', 'A'])).toEqual([{ name: 'A' }, { name: 'C' }]);
    expect(filterByStationNames(rows, ['Z'])).toEqual([]);
  });
});

describe('add-competitor form', () => {
  it('needs nickname, address and permit; company name and brand are optional', () => {
    const full = { ...EMPTY_COMPETITOR, name: 'A', direccion: 'B', permisoCre: 'C' };
    expect(canSubmitCompetitor(full)).toBe(true);
    expect(canSubmitCompetitor({ ...full, name: '  ' })).toBe(false);
    expect(canSubmitCompetitor({ ...full, direccion: '' })).toBe(false);
    expect(canSubmitCompetitor({ ...full, permisoCre: '' })).toBe(false);
  });

  it('sends the wrapped payload without company name or brand', () => {
    expect(
      competitorPayload(
        {
          name: ' La de enfrente ',
          razon: 'Gas SA',
          direccion: 'Av. 1',
          permisoCre: 'PL/1/EXP/ES/2015',
          marca: 'shell',
        },
        7,
      ),
    ).toEqual({
      gas_station_rivals: {
        gas_station_id: 7,
        name: 'La de enfrente',
        address: 'Av. 1',
        permission: 'PL/1/EXP/ES/2015',
      },
    });
  });

  it('lets only Editors and Admins change competitors', () => {
    expect(canChangeCompetitors('Editor')).toBe(true);
    expect(canChangeCompetitors('Admin')).toBe(true);
    for (const role of ['Visor', 'Proveedor', null, undefined] as const) {
      expect(canChangeCompetitors(role)).toBe(false);
    }
  });
});

describe('table export', () => {
  it('marks the own station, keeps numbers and quotes what CSV needs quoted', () => {
    const matrix = tableMatrix(
      [
        ...fixtureTable,
        { ...fixtureTable[1]!, id: 'rival-99', station: 'Gas "El Sol", Norte' },
        { ...fixtureTable[1]!, id: 'rival-100', station: '=HYPERLINK("http://x.example","Sol")' },
      ],
      {
        station: 'Estación',
        regular: 'Regular',
        premium: 'Premium',
        diesel: 'Diesel',
        diff: 'Dif',
        myStation: 'Mi estación: ',
      },
    );
    expect(matrix[1]![0]).toBe('Mi estación: SERVICIO LOMAS AGUASCALIENTES SA DE CV');
    expect(matrix[2]!.slice(1)).toEqual([20.39, 0.2, 22.59, 0.6, 21.68, 0.19]);
    const csv = toCsv(matrix);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('"Gas ""El Sol"", Norte",20.39');
    // A name an operator typed is never run as a formula by the spreadsheet.
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""Sol"")",20.39`);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(fileSlug('Gasolinera Ñandú, S.A. #3')).toBe('gasolinera-nandu-s-a-3');
  });
});

describe('chart formats', () => {
  it('writes seconds as mm:ss, percentages without .0, and cuts labels at 12', () => {
    expect(formatMinutesSeconds(0)).toBe('00:00');
    expect(formatMinutesSeconds(65.4)).toBe('01:05');
    expect(formatMinutesSeconds(3725)).toBe('62:05');
    expect(formatPercent(85)).toBe('85%');
    expect(formatPercent(85.04)).toBe('85%');
    expect(formatPercent(62.56)).toBe('62.6%');
    expect(truncateLabel('SERVICIO LOMAS AGUASCALIENTES')).toBe('SERVICIO LOM');
    expect(truncateLabel('CORTO')).toBe('CORTO');
  });
});

describe('dashboard links', () => {
  it('reads the tab, station and day of a link, ignoring what is malformed', () => {
    expect(
      readDashboardLink(
        new URLSearchParams(dashboardPath('fuelPrice', 12, '2026-08-08').split('?')[1]),
      ),
    ).toEqual({
      tab: 'fuelPrice',
      stationId: 12,
      date: '2026-08-08',
    });
    expect(readDashboardLink(new URLSearchParams('tab=x&station=1.5&date=2026-13-40'))).toEqual({});
    expect(readDashboardLink(new URLSearchParams(''))).toEqual({});
  });
});
