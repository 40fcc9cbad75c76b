// Every report type rendered with 1, 2 and 3 pages, read back with poppler: the page count
// grows with the pages asked for, and the text layer carries the station (accents intact), the
// dates, the title and the formatted figures; the charts from page 2, the tables from page 3.
// The pages of the full PDF are kept as PNGs in tests/output/reports for people to look at.
import path from 'node:path';
import type { ReportType } from '@/api/generated/reports.gen';
import { createReportRenderer } from '@/server/modules/reports/render';
import { sampleReportDocument } from '../../../../../support/reportDocuments';
import { pdfFonts, pdfInfo, pdfPages, pdfToPngs, pngSize } from '../poppler';

const TYPES: ReportType[] = [
  'daily',
  'weekly',
  'weekly_executive',
  'weekly_analytic',
  'monthly',
  'price',
  'customer_behavior',
  'traffic_sensitivity',
];

const OUTPUT = path.resolve(__dirname, '../../../../../output/reports');
const renderer = createReportRenderer();

const FIGURES = ['$1,254,380.50', '$612.40', '23.4%', '38.2%', '3 min 34 s', '$23.89'];
const CHART_TITLES = [
  'Tráfico y entradas por día',
  'Conversión diaria',
  'Entradas contra diferencia de precio',
];
const TABLE_CELLS = [
  'Ventas por producto',
  'Gasolinera Peñón',
  '38,250 L',
  '$913,843.10',
  '-$0.15',
];

describe.each(TYPES)('the %s report', (type) => {
  const document = sampleReportDocument(type);
  const rendered: Partial<Record<1 | 2 | 3, { pages: string[]; count: number }>> = {};

  beforeAll(async () => {
    for (const pages of [1, 2, 3] as const) {
      const pdf = await renderer.render([document], { pages });
      const info = await pdfInfo(pdf);
      rendered[pages] = { pages: await pdfPages(pdf), count: info.pages };
      if (pages === 3) {
        expect(info.title).toBe(`${document.title} · Servicio Ñandú Álamos`);
        expect(info.author).toBe('Surtidor');
        expect(info.creationDate).toBe('2026-11-16T13:00:00Z');
        expect(info.pageSize).toMatch(/595\.\d+ x 841\.\d+ pts \(A4\)/);
        const fonts = await pdfFonts(pdf);
        expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
          'DejaVuSans',
          'DejaVuSans-Bold',
        ]);
        expect(fonts.every((f) => f.embedded)).toBe(true);
        const pngs = await pdfToPngs(pdf, OUTPUT, type);
        expect(pngs).toHaveLength(info.pages);
        // A4 at 60 dpi: about 496 x 702 pixels.
        for (const png of pngs) {
          const { width, height } = pngSize(png);
          expect(Math.abs(width - 496)).toBeLessThanOrEqual(1);
          expect(Math.abs(height - 702)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('has more pages the more are asked for: figures; charts two a page; tables', () => {
    expect(rendered[1]!.count).toBe(1);
    expect(rendered[2]!.count).toBe(3);
    expect(rendered[3]!.count).toBe(4);
  });

  it.each([1, 2, 3] as const)('prints the key figures page with %s page(s)', (pages) => {
    const first = rendered[pages]!.pages[0]!;
    expect(first).toContain('SURTIDOR');
    expect(first).toContain(document.title);
    expect(first).toContain('Servicio Ñandú Álamos');
    expect(first).toContain('Pemex');
    expect(first).toContain('PL/1234/EXP/ES/2015');
    expect(first).toContain('9 nov 2026 – 15 nov 2026');
    expect(first).toContain('16 nov 2026, 7:00');
    for (const figure of FIGURES) expect(first).toContain(figure);
    expect(first).toContain('Meta: $1,300,000.00');
    expect(first).toContain('+4.7% vs. periodo anterior');
    expect(first).toContain('+1.5 pp vs. periodo anterior');
    expect(first).toContain('¿Competencia? 0.15 por encima del');
    expect(first).toContain('Semana del 9 al 15 de noviembre de 2026.');
    expect(first).toMatch(/Servicio Ñandú Álamos · 9 nov 2026 – 15 nov 2026\s+Página 1 de/);
  });

  it('prints the charts from page 2 on, titles, axis labels and notes, not with 1 page', () => {
    const all = (pages: 1 | 2 | 3) => rendered[pages]!.pages.join('\n');
    for (const title of CHART_TITLES) {
      expect(all(1)).not.toContain(title);
      expect(all(2)).toContain(title);
      expect(all(3)).toContain(title);
    }
    const [, second, third] = rendered[2]!.pages;
    expect(second).toContain('Gráficas');
    expect(second).toContain(CHART_TITLES[0]);
    expect(second).toContain(CHART_TITLES[1]);
    // ECharts' own text, printed through svg-to-pdfkit in the embedded font.
    expect(second).toContain('mié 11');
    expect(second).toContain('Pasan');
    expect(third).toContain(CHART_TITLES[2]);
    expect(third).toContain('Diferencia contra competidores ($/L)');
    expect(third).toContain('-$0.20');
    expect(third).toContain('entran unos 129 vehículos menos al día');
    expect(third).toMatch(/Página 3 de 3/);
  });

  it('prints the tables on page 3 only when asked for', () => {
    const last = rendered[3]!.pages[3]!;
    expect(last).toContain('Detalle');
    for (const cell of TABLE_CELLS) expect(last).toContain(cell);
    expect(last).toMatch(/Sin precio reciente\s+—\s+—/);
    expect(last).toMatch(/Página 4 de 4/);
    for (const pages of [1, 2] as const) {
      expect(rendered[pages]!.pages.join('\n')).not.toContain('Gasolinera Peñón');
    }
  });
});
