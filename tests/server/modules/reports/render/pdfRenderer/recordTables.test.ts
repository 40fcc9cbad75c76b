// The report PDF prints a document's typed records on its detail pages: price records by
// brand and volumetric data by date (liters written es-MX), in the document's locale.
import { createReportRenderer } from '@/server/modules/reports/render';
import {
  sampleReportDocument,
  sampleReportWithRecords,
} from '../../../../../support/reportDocuments';
import { pdfPages } from '../poppler';

const renderer = createReportRenderer();

const text = async (document: ReturnType<typeof sampleReportDocument>, pages: 1 | 2 | 3 = 3) =>
  (await pdfPages(await renderer.render([document], { pages }))).join('\n');

describe('the typed records in the report PDF', () => {
  it('prints the price records by brand and the liters sold by day', async () => {
    const all = await text(sampleReportWithRecords('weekly'));
    expect(all).toContain('Precios por marca');
    expect(all).toMatch(/Marca\s+Estaciones\s+Regular\s+Premium\s+Diésel/);
    expect(all).toMatch(/Pemex \(mi estación\)\s+2\s+\$23\.89\s+\$25\.41\s+—/);
    expect(all).toMatch(/Shell\s+1\s+\$23\.74\s+\$25\.99\s+\$26\.10/);
    expect(all).toMatch(/Sin marca\s+1\s+—\s+—\s+\$25\.85/);
    expect(all).toContain('Volumen vendido por día');
    expect(all).toMatch(/Fecha\s+Regular\s+Premium\s+Diésel/);
    expect(all).toMatch(/lun, 9 nov 2026\s+12,345\.5 L\s+4,210\.25 L\s+980 L/);
    expect(all).toMatch(/jue, 12 nov 2026\s+—\s+—\s+—/);
  });

  it('prints only the records the document carries', async () => {
    const price = await text(sampleReportWithRecords('price'));
    expect(price).toContain('Precios por marca');
    expect(price).not.toContain('Volumen vendido por día');
    const plain = await text(sampleReportDocument('weekly'));
    expect(plain).not.toContain('Precios por marca');
    expect(plain).not.toContain('Volumen vendido por día');
  });

  it('words them in English for an English document', async () => {
    const doc = sampleReportWithRecords('monthly');
    const all = await text({ ...doc, locale: 'en' });
    expect(all).toContain('Prices by brand');
    expect(all).toMatch(/Pemex \(my station\)/);
    expect(all).toMatch(/No brand/);
    expect(all).toContain('Volume sold by day');
    expect(all).toMatch(/Mon, Nov 9, 2026\s+12,345\.5 L/);
  });

  it('leaves them to the detail pages', async () => {
    const cover = await text(sampleReportWithRecords('weekly'), 1);
    expect(cover).not.toContain('Precios por marca');
  });
});
