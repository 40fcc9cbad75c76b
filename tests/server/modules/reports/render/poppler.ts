// Reads rendered PDFs back with poppler-utils (pdfinfo, pdftotext, pdffonts, pdftoppm), as a
// person opening the file would see it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PDF written to a scratch file, for the tools that read files only. */
export async function withPdfFile<T>(pdf: Buffer, read: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'surtidor-pdf-'));
  const file = path.join(dir, 'report.pdf');
  try {
    await fs.promises.writeFile(file, pdf);
    return await read(file);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

export interface PdfInfo {
  pages: number;
  title: string;
  author: string;
  creationDate: string;
  pageSize: string;
}

export async function pdfInfo(pdf: Buffer): Promise<PdfInfo> {
  const { stdout } = await withPdfFile(pdf, (file) => run('pdfinfo', ['-isodates', file]));
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(stdout)?.[1] ?? '';
  return {
    pages: Number(field('Pages')),
    title: field('Title'),
    author: field('Author'),
    creationDate: field('CreationDate'),
    pageSize: field('Page size'),
  };
}

/** The text layer of every page, in order (pdftotext separates pages with a form feed). */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const { stdout } = await withPdfFile(pdf, (file) =>
    run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 }),
  );
  const pages = stdout.split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages;
}

export interface PdfFont {
  name: string;
  embedded: boolean;
}

export async function pdfFonts(pdf: Buffer): Promise<PdfFont[]> {
  const { stdout } = await withPdfFile(pdf, (file) => run('pdffonts', [file]));
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name type... encoding emb sub uni object ID: 'emb' is the fifth from the end.
      return { name: columns[0]!, embedded: columns.at(-5) === 'yes' };
    });
}

/** Each page as a PNG at `dpi` into `dir`, named `<name>-p<n>.png`; returns the files. */
export async function pdfToPngs(
  pdf: Buffer,
  dir: string,
  name: string,
  dpi = 60,
): Promise<string[]> {
  await fs.promises.mkdir(dir, { recursive: true });
  const { pages } = await pdfInfo(pdf);
  return withPdfFile(pdf, async (file) => {
    const files: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const prefix = path.join(dir, `${name}-p${page}`);
      await run('pdftoppm', [
        '-r',
        String(dpi),
        '-png',
        '-f',
        String(page),
        '-l',
        String(page),
        '-singlefile',
        file,
        prefix,
      ]);
      files.push(`${prefix}.png`);
    }
    return files;
  });
}

/** Width and height of a PNG, from its header. */
export function pngSize(file: string): { width: number; height: number } {
  const header = fs.readFileSync(file).subarray(0, 24);
  if (header.toString('latin1', 1, 4) !== 'PNG') throw new Error(`${file} is not a PNG`);
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}
