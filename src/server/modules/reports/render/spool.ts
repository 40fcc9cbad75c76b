// The documents of one PDF kept on disk, one JSON line each, between the thread that builds them
// (from the database, on the server's thread) and the renderer's passes over them (in the PDF
// worker): neither holds every document of a whole chain at once.
import fs from 'node:fs';
import readline from 'node:readline';
import type { ReportDocument } from '@/api/generated/reports.gen';

/** Writes each document to `spool` as it arrives; resolves to how many there were. */
export async function spoolDocuments(
  documents: AsyncIterable<ReportDocument> | Iterable<ReportDocument>,
  spool: string,
): Promise<number> {
  const file = await fs.promises.open(spool, 'w');
  let count = 0;
  try {
    for await (const document of documents) {
      await file.write(`${JSON.stringify(document)}\n`);
      count += 1;
    }
  } finally {
    await file.close();
  }
  return count;
}

/** The spooled documents read back one at a time. */
export async function* spooledDocuments(spool: string): AsyncGenerator<ReportDocument> {
  const lines = readline.createInterface({
    input: fs.createReadStream(spool, 'utf8'),
    crlfDelay: Infinity,
  });
  try {
    for await (const line of lines) yield JSON.parse(line) as ReportDocument;
  } finally {
    lines.close();
  }
}
