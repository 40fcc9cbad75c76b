// Renders share the parsed fonts between PDFs. Letters printed only inside composed ones (the
// u of ú, the a of á) in one PDF must still have their text in the next. Its own file: the
// first render of the process must be the accented one.
import PDFDocument from 'pdfkit';
import { createReportRenderer } from '@/server/modules/reports/render';
import {
  FONT_BOLD,
  FONT_REGULAR,
  forgetTextLayouts,
  registerFonts,
} from '@/server/modules/reports/render/fonts';
import { sampleReportDocument } from '../../../../support/reportDocuments';
import { pdfFonts, pdfPages } from './poppler';

const renderer = createReportRenderer();

it('keeps every letter in the text layer whatever the PDFs before printed', async () => {
  const accented = sampleReportDocument('daily', {
    title: 'Úú Áá Éé Íí Óó Ññ',
    figures: [],
    charts: [],
    tables: [],
    notes: ['ú á é í ó ñ'],
  });
  const [before] = await pdfPages(await renderer.render([accented], { pages: 1 }));
  expect(before).toContain('Úú Áá Éé Íí Óó Ññ');
  const plain = sampleReportDocument('monthly', {
    title: 'Reporte mensual de la flota',
    notes: ['Una nota sin acentos, con fi y fl.'],
  });
  const pdf = await renderer.render([plain], { pages: 1 });
  const [first] = await pdfPages(pdf);
  expect(first).toContain('Reporte mensual de la flota');
  expect(first).toContain('Una nota sin acentos, con fi y fl.');
  expect(first).toContain('Servicio Ñandú Álamos');
  // Each PDF still embeds its own subset of both faces.
  expect((await pdfFonts(pdf)).map((f) => f.embedded)).toEqual([true, true]);
});

it("forgets the words a PDF's fonts have laid out, and lays them out the same again", () => {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.on('data', () => undefined);
  registerFonts(doc);
  doc.addPage();
  const families = (doc as unknown as { _fontFamilies: Record<string, { layoutCache: object }> })
    ._fontFamilies;
  const cached = () => [FONT_REGULAR, FONT_BOLD].map((f) => Object.keys(families[f]!.layoutCache));
  doc.font(FONT_REGULAR).text('Estación 1,234.56 litros');
  doc.font(FONT_BOLD).text('Página 3 de 900');
  const width = doc.font(FONT_REGULAR).widthOfString('Estación 1,234.56 litros');
  expect(cached()).toEqual([
    expect.arrayContaining(['Estación ', '1,234.56 ', 'litros']),
    expect.arrayContaining(['Página ', '900']),
  ]);
  forgetTextLayouts(doc);
  expect(cached()).toEqual([[], []]);
  expect(doc.font(FONT_REGULAR).widthOfString('Estación 1,234.56 litros')).toBe(width);
  doc.end();
});
