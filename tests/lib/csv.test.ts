// The one CSV writer: quoting, BOM and CRLF, and the formula guard (CSV injection).
import { csvCell, spreadsheetSafeText, toCsv } from '@/lib/csv';

describe('formula guard', () => {
  it.each([
    ['=HYPERLINK("http://x.example","clic")', `'=HYPERLINK("http://x.example","clic")`],
    ['+1+cmd|" /C calc"!A0', `'+1+cmd|" /C calc"!A0`],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('neutralises %j', (text, safe) => {
    expect(spreadsheetSafeText(text)).toBe(safe);
  });

  it.each(['Gas El Sol', 'a=b', '', '-0.50', '+1.25', '-3', 'Ñandú'])('keeps %j', (text) => {
    expect(spreadsheetSafeText(text)).toBe(text);
  });
});

describe('CSV writer', () => {
  it('quotes what CSV needs quoted, after guarding, and keeps numbers as numbers', () => {
    expect(csvCell('=1+2,3')).toBe(`"'=1+2,3"`);
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvCell('línea\r\notra')).toBe('"línea\r\notra"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes a BOM and CRLF-terminated lines', () => {
    expect(
      toCsv([
        ['a', 1],
        ['@b', null],
      ]),
    ).toBe("\uFEFFa,1\r\n'@b,\r\n");
  });
});
