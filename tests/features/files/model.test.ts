import { parseCsv } from '@/features/files/model/csvTable';
import {
  canPreview,
  extensionOf,
  fileIconOf,
  previewKindOf,
} from '@/features/files/model/fileKinds';
import { spanishLongDate } from '@/features/files/model/fileDates';
import { parseSpreadsheet } from '@/features/files/model/spreadsheet';
import { defaultFilePrefix, foldersBelow, pathSegments } from '@/lib/filePaths';
import { sheetsWorkbook } from '../../support/xlsxFixtures';

describe('file kinds', () => {
  it('detects the preview types of the spec by extension, case-insensitive', () => {
    expect(
      [
        'a.JPG',
        'b.jpeg',
        'c.png',
        'd.Gif',
        'e.bmp',
        'f.PDF',
        'g.csv',
        'h.xls',
        'i.XLSX',
        'j.docx',
        'k.pptx',
      ].map(previewKindOf),
    ).toEqual([
      'image',
      'image',
      'image',
      'image',
      'image',
      'pdf',
      'csv',
      'spreadsheet',
      'spreadsheet',
      'docx',
      'pptx',
    ]);
    expect(['notas.txt', 'sin extension', '.pdf', 'a.pdf.zip'].map(previewKindOf)).toEqual([
      'unsupported',
      'unsupported',
      'unsupported',
      'unsupported',
    ]);
    expect(extensionOf('Reporte Ñandú.Pdf')).toBe('pdf');
  });

  it("previews every type of the spec's list (pptx included) and no other", () => {
    expect(canPreview('pdf')).toBe(true);
    expect(canPreview('pptx')).toBe(true);
    expect(canPreview(previewKindOf('notas.txt'))).toBe(false);
  });

  it('shows a PDF icon for .pdf names, otherwise a CSV icon', () => {
    expect(['a.pdf', 'B.PDF', 'c.csv', 'd.xlsx', 'pdf'].map(fileIconOf)).toEqual([
      'pdf',
      'pdf',
      'csv',
      'csv',
      'csv',
    ]);
  });
});

describe('dates', () => {
  it("reads 'd de MMMM de yyyy' in Spanish", () => {
    expect(spanishLongDate('2022-01-08T18:00:00.000Z')).toBe('8 de enero de 2022');
    expect(spanishLongDate('2022-09-30T18:00:00.000Z')).toBe('30 de septiembre de 2022');
    expect(spanishLongDate('no es fecha')).toBe('');
  });
});

describe('CSV preview', () => {
  it('reads quotes, commas, line breaks, CRLF and a byte-order mark', () => {
    const sheet = parseCsv(
      '\ufefffecha,estacion,precio\r\n2022-01-08,"Gas ""El Sol"", S.A.",21.49\r\n2022-01-09,"Línea\ndoble",22.10\r\n',
    );
    expect(sheet.rows).toEqual([
      ['fecha', 'estacion', 'precio'],
      ['2022-01-08', 'Gas "El Sol", S.A.', '21.49'],
      ['2022-01-09', 'Línea\ndoble', '22.10'],
    ]);
    expect(sheet.truncated).toBe(false);
  });

  it("reads ';' files and caps long ones", () => {
    expect(parseCsv('a;b\n1;2').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    const long = ['n', ...Array.from({ length: 20 }, (_, i) => String(i))].join('\n');
    const capped = parseCsv(long, 5);
    expect(capped.rows).toHaveLength(6);
    expect(capped.truncated).toBe(true);
  });
});

describe('spreadsheet preview', () => {
  it('reads every sheet of a real xlsx as text rows', () => {
    const data = sheetsWorkbook([
      {
        name: 'Resumen',
        rows: [
          ['Estación', 'Regular'],
          ['Norte', 21.49],
        ],
      },
      { name: '2022-01-08', rows: [['x'], [1], [2], [3]] },
    ]);
    const sheets = parseSpreadsheet(data, 2);
    expect(sheets.map((s) => s.name)).toEqual(['Resumen', '2022-01-08']);
    expect(sheets[0]).toEqual({
      name: 'Resumen',
      rows: [
        ['Estación', 'Regular'],
        ['Norte', '21.49'],
      ],
      truncated: false,
    });
    expect(sheets[1]!.rows).toEqual([['x'], ['1'], ['2']]);
    expect(sheets[1]!.truncated).toBe(true);
  });

  it('fails on a workbook cut off mid-file (the dialog then shows its error state)', () => {
    const whole = new Uint8Array(sheetsWorkbook([{ name: 'Hoja', rows: [['a'], [1]] }]));
    expect(() => parseSpreadsheet(whole.slice(0, Math.floor(whole.length / 2)).buffer)).toThrow();
  });
});

describe('report paths', () => {
  it("uses the customer's legal name as the root folder, else 'default'", () => {
    expect(defaultFilePrefix('Grupo Surtidor Demo S.A. de C.V.')).toBe(
      'Grupo Surtidor Demo S.A. de C.V./',
    );
    expect(defaultFilePrefix(null)).toBe('default/');
    expect(defaultFilePrefix('  ')).toBe('default/');
    expect(defaultFilePrefix('..')).toBe('default/');
    expect(defaultFilePrefix('Gas A/B \\ C')).toBe('Gas A-B - C/');
    expect(defaultFilePrefix('Decompuesto'.normalize('NFD') + ' Ñ'.normalize('NFD'))).toBe(
      'Decompuesto Ñ/',
    );
  });

  it('lists the folders from a root down to a prefix', () => {
    expect(pathSegments('a/b/')).toEqual(['a', 'b']);
    expect(foldersBelow('R/', 'R/a/b/')).toEqual([
      { name: 'a', path: 'R/a/' },
      { name: 'b', path: 'R/a/b/' },
    ]);
    expect(foldersBelow('R/', 'R/')).toEqual([]);
    expect(foldersBelow('R/', 'Otro/a/')).toBeNull();
    expect(foldersBelow('R/', '')).toBeNull();
  });
});
