// The report PDF beyond one sample document: the global report (one part per station), long
// tables, missing values, an empty report, English, renders running at the same time, and the
// global report streamed (the same PDF text as the buffered one).
import { PassThrough } from 'node:stream';
import type { ReportDocument, ReportTable } from '@/api/generated/reports.gen';
import { createReportRenderer } from '@/server/modules/reports/render';
import {
  SAMPLE_STATION,
  sampleReportDocument,
  sampleReportWithRecords,
  sampleReportWithoutSales,
} from '../../../../support/reportDocuments';
import { pdfInfo, pdfPages } from './poppler';

const renderer = createReportRenderer();

function atStation(id: number, name: string, document = sampleReportDocument('weekly')) {
  return { ...document, station: { ...SAMPLE_STATION, id, name } };
}

describe('the global report', () => {
  const names = ['Servicio Ñandú Álamos', 'Gasolinera Peñón Norte', 'Estación Cañada Ébano'];
  const documents = names.map((name, i) => atStation(i + 1, name));

  it('has one part per station, each starting on a new page with its own footer', async () => {
    const pdf = await renderer.render(documents, { pages: 3 });
    const pages = await pdfPages(pdf);
    expect((await pdfInfo(pdf)).pages).toBe(12);
    expect(pages).toHaveLength(12);
    names.forEach((name, part) => {
      const first = pages[part * 4]!;
      // The part's first page is its key figures page, with this station only.
      expect(first).toContain('Indicadores clave');
      expect(first).toContain(name);
      for (const other of names.filter((n) => n !== name)) expect(first).not.toContain(other);
      expect(first).toMatch(
        new RegExp(`${name} · 9 nov 2026 – 15 nov 2026\\s+Página ${part * 4 + 1} de 12`),
      );
      // Its charts and tables follow before the next station's part.
      expect(pages[part * 4 + 1]).toContain('Gráficas');
      expect(pages[part * 4 + 3]).toContain('Detalle');
      expect(pages[part * 4 + 3]).toContain(name);
    });
  });

  it('keeps the parts apart with only the key figures page', async () => {
    const pages = await pdfPages(await renderer.render(documents, { pages: 1 }));
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => expect(page).toContain(names[i]));
  });
});

describe('a long table', () => {
  const rows = Array.from({ length: 200 }, (_, i) => [
    i === 7
      ? `Producto con una descripción larguísima que no cabe en su columna ${'y sigue '.repeat(30)}FIN`
      : `Fila ${i + 1}`,
    1000 + i,
    i % 10 === 0 ? null : 25_000.5 + i,
  ]);
  const table: ReportTable = {
    key: 'long',
    title: 'Ventas por día',
    columns: [
      { key: 'label', label: 'Concepto' },
      { key: 'liters', label: 'Litros', unit: 'liters' },
      { key: 'amount', label: 'Importe', unit: 'currency' },
    ],
    rows,
    note: 'Fin de la tabla.',
  };
  const document = sampleReportDocument('monthly', { tables: [table] });

  it('runs over several pages, repeating its title and header row on each', async () => {
    const pages = await pdfPages(await renderer.render([document], { pages: 3 }));
    const tablePages = pages.slice(3);
    expect(tablePages.length).toBeGreaterThanOrEqual(4);
    tablePages.forEach((page, i) => {
      expect(page).toMatch(/Concepto\s+Litros\s+Importe/);
      if (i > 0) expect(page).toContain('Ventas por día (continuación)');
    });
    const text = tablePages.join('\n');
    for (const n of [1, 50, 100, 150, 200]) expect(text).toContain(`Fila ${n}`);
    // Every row printed once, in order.
    const printed = [...text.matchAll(/Fila (\d+)\b/g)].map((m) => Number(m[1]));
    expect(printed).toEqual(rows.map((_, i) => i + 1).filter((n) => n !== 8));
    expect(text).toContain('1,199 L');
    expect(text).toContain('$25,199.50');
    expect(text).toMatch(/Fila 11\s+1,010 L\s+—/);
    expect(tablePages.at(-1)).toContain('Fin de la tabla.');
  });

  it('cuts text longer than its column with an ellipsis', async () => {
    const text = (await pdfPages(await renderer.render([document], { pages: 3 }))).join('\n');
    expect(text).toContain('Producto con una descripción');
    expect(text).toMatch(/descripción larguísima que no cabe en su columna[^\n]*…/);
    expect(text).not.toContain('FIN');
  });
});

describe('missing values', () => {
  it('print an em dash, with the figure saying there is no data', async () => {
    const pages = await pdfPages(
      await renderer.render([sampleReportWithoutSales('weekly')], { pages: 3 }),
    );
    expect(pages[0]).toMatch(/Ventas totales[\s\S]*—[\s\S]*Sin datos/);
    expect(pages[0]).not.toContain('$1,254,380.50');
    expect(pages[0]).toContain('Sin datos de ventas en el periodo.');
    // The conversion figure still prints its value.
    expect(pages[0]).toContain('23.4%');
    // A line with a missing point, and a table cell without a price.
    expect(pages.at(-1)).toMatch(/Sin precio reciente\s+—\s+—/);
    expect(pages.at(-1)).not.toContain('Ventas por producto');
  });
});

describe('an empty report', () => {
  const empty: ReportDocument = sampleReportDocument('daily', {
    start_date: '2026-11-15',
    end_date: '2026-11-15',
    figures: [],
    charts: [],
    tables: [],
    notes: [],
  });

  it.each([1, 2, 3] as const)('is one page saying there is no data (%s pages)', async (pages) => {
    const pdf = await renderer.render([empty], { pages });
    const text = await pdfPages(pdf);
    expect(text).toHaveLength(1);
    expect(text[0]).toContain('No hay datos para este periodo.');
    expect(text[0]).toContain('Servicio Ñandú Álamos');
    // One day: the period is that date alone.
    expect(text[0]).toContain('15 nov 2026');
    expect(text[0]).not.toContain('15 nov 2026 –');
    expect(text[0]).not.toContain('Indicadores clave');
  });
});

describe('an English report', () => {
  it('prints the renderer’s own words and dates in English', async () => {
    const document = { ...sampleReportDocument('weekly'), locale: 'en' as const };
    const pages = await pdfPages(await renderer.render([document], { pages: 3 }));
    expect(pages[0]).toContain('Key figures');
    expect(pages[0]).toContain('Nov 9, 2026 – Nov 15, 2026');
    expect(pages[0]).toContain('vs. previous period');
    expect(pages[0]).toContain('Page 1 of 4');
    expect(pages[1]).toContain('Charts');
    expect(pages[3]).toContain('Details');
  });
});

describe('rendering', () => {
  it('gives the same pages and text for the same document', async () => {
    const document = sampleReportDocument('weekly_analytic');
    const [a, b] = await Promise.all([
      renderer.render([document], { pages: 3 }),
      renderer.render([document], { pages: 3 }),
    ]);
    expect(await pdfPages(a)).toEqual(await pdfPages(b));
  });

  it('keeps concurrent renders apart', async () => {
    const documents = [
      atStation(1, 'Servicio Ñandú Álamos', sampleReportDocument('daily')),
      atStation(2, 'Gasolinera Peñón Norte', sampleReportDocument('price')),
      atStation(3, 'Estación Cañada Ébano', sampleReportDocument('monthly')),
      atStation(4, 'Autoservicio Güemes', sampleReportDocument('customer_behavior')),
    ];
    const pdfs = await Promise.all(
      documents.map((document, i) =>
        renderer.render([document], { pages: ((i % 3) + 1) as 1 | 2 | 3 }),
      ),
    );
    for (const [i, pdf] of pdfs.entries()) {
      const text = (await pdfPages(pdf)).join('\n');
      const own = documents[i]!;
      expect((await pdfInfo(pdf)).pages).toBe([1, 3, 4][i % 3]);
      expect(text).toContain(own.station.name);
      expect(text).toContain(own.title);
      for (const other of documents.filter((d) => d !== own)) {
        expect(text).not.toContain(other.station.name);
        expect(text).not.toContain(other.title);
      }
    }
  });

  it('refuses an empty list of documents', async () => {
    await expect(renderer.render([], { pages: 1 })).rejects.toThrow();
  });
});

describe('the global report streamed', () => {
  async function streamed(
    documents: ReportDocument[],
    pages: 1 | 2 | 3,
  ): Promise<{ pdf: Buffer; result: { pages: number; documents: number }; pulled: number[] }> {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const pulled: number[] = [];
    // Handed over one at a time, as the render job builds them from the database.
    async function* source() {
      for (const [i, document] of documents.entries()) {
        pulled.push(i);
        await new Promise((resolve) => setImmediate(resolve));
        yield document;
      }
    }
    const result = await renderer.renderStream(source(), { pages }, output);
    return { pdf: Buffer.concat(chunks), result, pulled };
  }

  // A small chain: parts of every length (a long table runs over pages), records, English.
  const longTable: ReportTable = {
    key: 'long',
    title: 'Ventas por día',
    columns: [
      { key: 'label', label: 'Concepto' },
      { key: 'amount', label: 'Importe', unit: 'currency' },
    ],
    rows: Array.from({ length: 90 }, (_, i) => [`Fila ${i + 1}`, 1000 + i]),
  };
  const chain = [
    atStation(1, 'Servicio Ñandú Álamos', sampleReportDocument('weekly')),
    atStation(2, 'Gasolinera Peñón Norte', sampleReportDocument('price')),
    atStation(3, 'Estación Cañada Ébano', sampleReportWithRecords('monthly')),
    atStation(4, 'Autoservicio Güemes', sampleReportDocument('daily', { tables: [longTable] })),
    atStation(5, 'Estación Sin Ventas', sampleReportWithoutSales('weekly_analytic')),
    atStation(6, 'Servicio Ñandú Álamos', sampleReportDocument('customer_behavior')),
  ];

  it.each([3, 2, 1] as const)(
    'gives the same pages, numbers and text as the buffered render (%i pages a part)',
    async (pages) => {
      const buffered = await renderer.render(chain, { pages });
      const { pdf, result, pulled } = await streamed(chain, pages);
      const [want, got] = [await pdfPages(buffered), await pdfPages(pdf)];
      expect(got).toEqual(want);
      expect(result).toEqual({ pages: want.length, documents: chain.length });
      expect(pulled).toEqual([0, 1, 2, 3, 4, 5]);
      const [infoWant, infoGot] = [await pdfInfo(buffered), await pdfInfo(pdf)];
      expect(infoGot).toEqual(infoWant);
      if (pages === 3) {
        expect(want.length).toBeGreaterThan(chain.length * 3);
        expect(want.at(-1)).toMatch(new RegExp(`Página ${want.length} de ${want.length}`));
      }
    },
  );

  it('one document gives the single report (title with the station)', async () => {
    const one = [chain[0]!];
    const { pdf } = await streamed(one, 3);
    const buffered = await renderer.render(one, { pages: 3 });
    expect(await pdfPages(pdf)).toEqual(await pdfPages(buffered));
    expect((await pdfInfo(pdf)).title).toBe((await pdfInfo(buffered)).title);
  });

  it('refuses no documents', async () => {
    await expect(streamed([], 1)).rejects.toThrow();
  });
});
