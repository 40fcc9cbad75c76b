// The documents of the demo's reports tree, made from the demo's real data (the regulator's
// stations and prices): price reports as PDF (pdfkit), CSV and XLSX. Output is deterministic
// (fixed document dates), so loading the demo twice writes the same bytes.
import type PDFDocumentType from 'pdfkit';
import { toCsv, type CsvValue } from '@/lib/csv';
import { workbookBytes } from '@/lib/xlsx';

export type Fuel = 'regular' | 'premium' | 'diesel';
export const FUELS: readonly Fuel[] = ['regular', 'premium', 'diesel'];
const FUEL_LABEL: Record<Fuel, string> = {
  regular: 'Regular',
  premium: 'Premium',
  diesel: 'Diésel',
};

export interface StationPrices {
  name: string;
  permit: string;
  /** Kilometres from the report's station (0 for itself). */
  distanceKm: number;
  /** date 'YYYY-MM-DD' -> fuel -> pesos per litre. */
  prices: Map<string, Partial<Record<Fuel, number>>>;
}

export interface PriceReport {
  title: string;
  /** e.g. 'Del 8 al 13 de enero de 2022'. */
  period: string;
  dates: string[];
  station: StationPrices;
  competitors: StationPrices[];
  /** The report's own date, written into the document. */
  issuedAt: Date;
}

const money = (value: number | undefined) => (value === undefined ? '—' : `$${value.toFixed(2)}`);
const diff = (value: number | undefined, own: number | undefined) =>
  value === undefined || own === undefined
    ? ''
    : `${value - own >= 0 ? '+' : ''}${(value - own).toFixed(2)}`;

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** '2022-01-08' -> '8 de enero de 2022'. */
export function spanishDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} de ${SPANISH_MONTHS[month! - 1]} de ${year}`;
}

function average(values: (number | undefined)[]): number | undefined {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length === 0 ? undefined : known.reduce((a, b) => a + b, 0) / known.length;
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

// pdfkit loads on first use (as SheetJS in @/lib/xlsx): every process that imports the demo
// (each server test file, each server start) would otherwise pay for it without making a document.
let pdfkit: Promise<typeof PDFDocumentType> | undefined;

/** A price report: the station's prices per date and the nearby competitors' differences. */
export async function priceReportPdf(report: PriceReport): Promise<Buffer> {
  const PDFDocument = await (pdfkit ??= import('pdfkit').then((m) => m.default));
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 48,
    info: {
      Title: `${report.title} — ${report.station.name}`,
      Author: 'Surtidor',
      CreationDate: report.issuedAt,
      ModDate: report.issuedAt,
    },
  });
  const left = doc.page.margins.left;
  doc.fillColor('#388994').fontSize(20).text(report.title);
  doc.fillColor('#222222').fontSize(12).text(report.station.name);
  doc
    .fillColor('#555555')
    .fontSize(9)
    .text(`Permiso CRE ${report.station.permit}  ·  ${report.period}`);
  doc.moveDown(1.2);

  const columns = [left, left + 190, left + 265, left + 340, left + 415];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    // One line per row: long names are cut rather than wrapped over the next row.
    cells.forEach((cell, i) =>
      doc.text(cell, columns[i]!, y, { width: i === 0 ? 185 : 70, lineBreak: false }),
    );
    doc.moveDown(0.4);
    doc.x = left;
  };

  for (const date of report.dates) {
    const own = report.station.prices.get(date) ?? {};
    doc.fillColor('#388994').font('Helvetica-Bold').fontSize(11).text(spanishDate(date), left);
    doc.moveDown(0.3).fillColor('#222222');
    row(['Estación', ...FUELS.map((f) => FUEL_LABEL[f]), 'Distancia'], true);
    row(['Mi estación', ...FUELS.map((f) => money(own[f])), '—']);
    for (const rival of report.competitors) {
      const prices = rival.prices.get(date) ?? {};
      row([
        rival.name.length > 34 ? `${rival.name.slice(0, 33)}…` : rival.name,
        ...FUELS.map((f) => `${money(prices[f])} ${diff(prices[f], own[f])}`.trim()),
        `${rival.distanceKm.toFixed(1)} km`,
      ]);
    }
    const market = FUELS.map((f) =>
      money(average(report.competitors.map((r) => r.prices.get(date)?.[f]))),
    );
    row(['Promedio de la competencia', ...market, ''], true);
    doc.moveDown(0.8);
    if (doc.y > doc.page.height - 160) doc.addPage();
  }
  doc
    .moveDown()
    .fillColor('#777777')
    .font('Helvetica')
    .fontSize(8)
    .text(
      'Precios al público publicados por la Comisión Reguladora de Energía (CRE). Las diferencias son contra Mi estación, en pesos por litro.',
      left,
    );
  return toBuffer(doc);
}

/** One row per station, date and fuel; UTF-8 with a byte-order mark, as Excel expects. */
export function priceReportCsv(report: PriceReport): Buffer {
  const rows: CsvValue[][] = [
    ['fecha', 'estacion', 'permiso_cre', 'distancia_km', 'combustible', 'precio', 'diferencia'],
  ];
  for (const date of report.dates) {
    const own = report.station.prices.get(date) ?? {};
    for (const station of [report.station, ...report.competitors]) {
      const prices = station.prices.get(date) ?? {};
      for (const fuel of FUELS) {
        const price = prices[fuel];
        if (price === undefined) continue;
        rows.push([
          date,
          station === report.station ? `${station.name} (mi estación)` : station.name,
          station.permit,
          station.distanceKm.toFixed(1),
          fuel,
          price.toFixed(2),
          station === report.station ? '0.00' : diff(price, own[fuel]),
        ]);
      }
    }
  }
  return Buffer.from(toCsv(rows), 'utf8');
}

/** A workbook with one sheet of prices per date and a summary sheet. */
export async function priceReportXlsx(report: PriceReport): Promise<Buffer> {
  const stations = [report.station, ...report.competitors];
  const summary = [
    ['Estación', 'Permiso CRE', 'Distancia (km)', ...FUELS.map((f) => `${FUEL_LABEL[f]} promedio`)],
    ...stations.map((s) => [
      s === report.station ? `${s.name} (mi estación)` : s.name,
      s.permit,
      Number(s.distanceKm.toFixed(1)),
      ...FUELS.map((f) => {
        const value = average(report.dates.map((d) => s.prices.get(d)?.[f]));
        return value === undefined ? '' : Number(value.toFixed(2));
      }),
    ]),
  ];
  const days = report.dates.map((date) => ({
    name: date,
    rows: [
      ['Estación', ...FUELS.map((f) => FUEL_LABEL[f])],
      ...stations.map((s) => [s.name, ...FUELS.map((f) => s.prices.get(date)?.[f] ?? '')]),
    ],
  }));
  // Fixed dates inside the zip so the bytes do not change between runs.
  const bytes = await workbookBytes([{ name: 'Resumen', rows: summary }, ...days], {
    title: report.title,
    author: 'Surtidor',
    createdAt: report.issuedAt,
  });
  return Buffer.from(bytes);
}

/** Every price of one snapshot, for the regulator-wide folder. */
export function snapshotCsv(
  date: string,
  rows: { permit: string; name: string; fuel: Fuel; price: number }[],
): Buffer {
  return Buffer.from(
    toCsv([
      ['fecha', 'permiso_cre', 'estacion', 'combustible', 'precio'],
      ...rows.map((r) => [date, r.permit, r.name, r.fuel, r.price.toFixed(2)]),
    ]),
    'utf8',
  );
}
