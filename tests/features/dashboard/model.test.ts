// The Dashboard's pure rules: month values and labels, the history range, the
// station selection title and filter, the add-competitor submit rule, the table export.
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
import {
  buildMarketOption,
  ringPoints,
  ringRadii,
  stationTooltip,
  type MarketChartLabels,
} from '@/features/dashboard/model/localMarketChart';
import type { MarketStationView } from '@/features/dashboard/model/viewTypes';
import { fixtureTable } from '../../../stories/DashboardFixtures';

describe('months', () => {
  it('labels months as a capitalised Spanish month and year, days in Spanish', () => {
    expect(monthLabel('2022-01-01')).toBe('Enero 2022');
    expect(monthLabel('2026-09-01')).toBe('Septiembre 2026');
    expect(dayLabel('2022-01-13')).toBe('13 de enero de 2022');
  });

  it('lists the current month and the five before it', () => {
    expect(lastMonths('2026-03-15')).toEqual([
      '2026-03-01',
      '2026-02-01',
      '2026-01-01',
      '2025-12-01',
      '2025-11-01',
      '2025-10-01',
    ]);
  });

  it("ends the history on today's day of the chosen month, or the month's last day", () => {
    expect(historyRange('2022-01-01', '2026-11-22')).toEqual({
      start: '2022-01-01',
      end: '2022-01-22',
    });
    expect(historyRange('2024-02-01', '2026-03-31')).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
    expect(historyRange('2023-02-01', '2026-03-30').end).toBe('2023-02-28');
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

describe("the chart of 'Mercado local'", () => {
  const center = { latitude: 19.26, longitude: -98.9 };
  const station = (placeId: number, over: Partial<MarketStationView> = {}): MarketStationView => ({
    place_id: placeId,
    permit: `PL/${placeId}/EXP/ES/2015`,
    name: `Estación ${placeId}`,
    address: null,
    latitude: center.latitude + placeId / 1000,
    longitude: center.longitude,
    distance_km: placeId / 10,
    is_own: false,
    rival_id: null,
    prices: { regular: 23, premium: 27, diesel: 26 },
    flags: { regular: null, premium: null, diesel: null },
    ...over,
  });
  const labels: MarketChartLabels = {
    own: 'Mi estación',
    competitor: 'Competencia',
    station: 'Estación del regulador',
    untrusted: 'Sin precio confiable',
    permit: 'Permiso',
    distance: 'Distancia',
    fuel: 'Regular',
    noPrice: 'Sin precio publicado',
    flags: { placeholder: 'Precio de relleno', stale: 'Precio sin actualizar', conflict: 'C' },
  };
  const colors = { own: '#1', ring: '#2', untrusted: '#3', cheap: '#4', dear: '#5' };

  it('draws rings at whole steps up to the radius', () => {
    expect(ringRadii(1)).toEqual([0.5, 1]);
    expect(ringRadii(2)).toEqual([0.5, 1, 1.5, 2]);
    expect(ringRadii(5)).toEqual([1, 2, 3, 4, 5]);
    expect(ringRadii(15)).toEqual([5, 10, 15]);
    expect(ringRadii(3)).toEqual([1, 2, 3]);
  });

  it('puts each ring at its distance in km from the centre', () => {
    const points = ringPoints(center, 2);
    expect(points[0]).toEqual(points[points.length - 1]);
    const km = ([lng, lat]: [number, number]) =>
      Math.hypot(
        (lng - center.longitude) * 111.32 * Math.cos((center.latitude * Math.PI) / 180),
        (lat - center.latitude) * 110.574,
      );
    for (const p of points) expect(km(p)).toBeCloseTo(2, 6);
  });

  it('colours trusted prices, greys flagged ones, marks the own station and competitors', () => {
    const option = buildMarketOption({
      center,
      radiusKm: 2,
      fuel: 'regular',
      labels,
      colors,
      plotSize: 400,
      stations: [
        station(0, { is_own: true, prices: { regular: 24, premium: 0.01, diesel: 27 } }),
        station(1, { prices: { regular: 22.5, premium: 27, diesel: 26 } }),
        station(2, { rival_id: 7 }),
        station(3, { flags: { regular: 'stale', premium: null, diesel: null } }),
        station(4, { prices: { regular: null, premium: null, diesel: null } }),
      ],
    }) as {
      series: { name: string; data: { value: unknown[] }[] }[];
      visualMap: { min: number; max: number; seriesIndex: number[] };
    };
    const [market, rivals, untrusted, own, ...rings] = option.series;
    expect(market!.data.map((d) => d.value[2])).toEqual([22.5]);
    expect(rivals!.data.map((d) => d.value[2])).toEqual([23]);
    expect(untrusted!.data.map((d) => d.value[2])).toEqual([null, null]);
    expect(own!.data.map((d) => d.value[2])).toEqual([24]);
    expect(rings.map((r) => r.name)).toEqual(['0.5 km', '1 km', '1.5 km', '2 km']);
    // The scale spans every trusted price, the own one included.
    expect(option.visualMap).toMatchObject({ min: 22.5, max: 24, seriesIndex: [0, 1] });
  });

  it('says in the tooltip the name, permit, price or why it is not trusted, and distance', () => {
    const text = stationTooltip(
      station(3, { name: 'A & B', flags: { regular: 'stale', premium: null, diesel: null } }),
      'regular',
      labels,
    );
    expect(text).toContain('A &amp; B');
    expect(text).toContain('Permiso: PL/3/EXP/ES/2015');
    expect(text).toContain('23.00 (Precio sin actualizar)');
    expect(text).toContain('Distancia: 0.30 km');
    expect(stationTooltip(station(4, { rival_id: 9 }), 'premium', labels)).toContain('Competencia');
  });
});
