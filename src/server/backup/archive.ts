// Reading and writing the archive's tar.gz as streams (a table of the 90-day chain is millions
// of lines): node-tar encodes the headers (long Unicode keys get a pax header), this module
// moves the bytes, so each entry's body is streamed from and to where it lives.
import fs from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Header, Pax } from 'tar';
import { BackupError } from './format';

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);
const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

export const TRUNCATED_MESSAGE =
  'El archivo de respaldo está incompleto o dañado (se cortó al copiarlo o no es un respaldo ' +
  'de Surtidor); no se restauró nada.';

/** Writes a tar.gz entry by entry; the caller renames the file once finish() resolved. */
export class ArchiveWriter {
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly out: fs.WriteStream;
  private readonly done: Promise<unknown>;

  constructor(file: string) {
    this.out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
    this.gzip.pipe(this.out);
    this.done = once(this.out, 'finish');
    // Surface a write error (disk full) on the next write rather than as an unhandled event.
    this.done.catch(() => undefined);
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  private async header(path: string, type: 'File' | 'Directory', size: number): Promise<void> {
    const fields = { path, type, size, mode: type === 'File' ? 0o644 : 0o755, mtime: new Date() };
    const header = new Header(fields);
    header.encode();
    if (header.needPax) await this.write(new Pax(fields).encode());
    await this.write(header.block!);
  }

  /** An entry of exactly `size` bytes read from `body`. */
  async addFile(path: string, size: number, body: AsyncIterable<Buffer> | Readable): Promise<void> {
    await this.header(path, 'File', size);
    let written = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > size) break;
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${path} changed while it was archived`);
    await this.write(ZEROS.subarray(0, padding(size)));
  }

  async addBuffer(path: string, data: Buffer): Promise<void> {
    await this.addFile(path, data.length, [data] as unknown as AsyncIterable<Buffer>);
  }

  async addDirectory(path: string): Promise<void> {
    await this.header(path.endsWith('/') ? path : `${path}/`, 'Directory', 0);
  }

  async finish(): Promise<void> {
    await this.write(ZEROS);
    this.gzip.end();
    await this.done;
  }

  /** Stops writing (on a failure); the caller deletes the partial file. */
  async abort(): Promise<void> {
    this.gzip.destroy();
    this.out.destroy();
    await once(this.out, 'close').catch(() => undefined);
  }
}

export interface ArchiveEntry {
  path: string;
  type: 'File' | 'Directory';
  size: number;
  /** The body; must be read to its end (or not at all: it is skipped) before the next entry. */
  body: AsyncIterable<Buffer>;
}

/** Pull-based reading of the gunzipped stream, so nothing is read ahead of its consumer. */
class BlockReader {
  private pending: Buffer[] = [];
  private buffered = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(stream: Readable) {
    this.source = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  private async fill(): Promise<boolean> {
    let next: IteratorResult<Buffer>;
    try {
      next = await this.source.next();
    } catch {
      throw new BackupError(TRUNCATED_MESSAGE);
    }
    if (next.done) return false;
    this.pending.push(next.value);
    this.buffered += next.value.length;
    return true;
  }

  /** Up to `max` bytes (at least one), or throws at the end of the stream. */
  async chunk(max: number): Promise<Buffer> {
    while (this.buffered === 0) if (!(await this.fill())) throw new BackupError(TRUNCATED_MESSAGE);
    const first = this.pending[0]!;
    if (first.length <= max) {
      this.pending.shift();
      this.buffered -= first.length;
      return first;
    }
    this.pending[0] = first.subarray(max);
    this.buffered -= max;
    return first.subarray(0, max);
  }

  async exactly(size: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < size) {
      const part = await this.chunk(size - got);
      parts.push(part);
      got += part.length;
    }
    return Buffer.concat(parts);
  }
}

/** A pax header's records ("<len> key=value\n"): the path is the one field this format uses. */
function paxPath(body: Buffer): string | undefined {
  const text = body.toString('utf8');
  const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text);
  return match?.[1];
}

/** Yields the archive's entries in order; a truncated or damaged file throws BackupError. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const stream = fs.createReadStream(file).pipe(zlib.createGunzip());
  stream.on('error', () => undefined); // reported by the reader's next()
  const reader = new BlockReader(stream);
  try {
    let longPath: string | undefined;
    for (;;) {
      const block = await reader.exactly(BLOCK);
      if (block.every((byte) => byte === 0)) return;
      const header = new Header(block);
      if (!header.cksumValid || header.size === undefined) throw new BackupError(TRUNCATED_MESSAGE);
      const size = header.size;
      if (header.type === 'ExtendedHeader') {
        longPath = paxPath(await reader.exactly(size));
        await reader.exactly(padding(size));
        continue;
      }
      if (header.type !== 'File' && header.type !== 'Directory') {
        throw new BackupError(TRUNCATED_MESSAGE);
      }
      const named = longPath ?? header.path ?? '';
      // A path split into ustar's prefix and name loses a directory's trailing slash.
      const path = header.type === 'Directory' && !named.endsWith('/') ? `${named}/` : named;
      longPath = undefined;
      // Tracked here, not in the consumer: bytes it left unread are skipped below.
      let left = size;
      const body = async function* () {
        while (left > 0) {
          const part = await reader.chunk(Math.min(left, 1024 * 1024));
          left -= part.length;
          yield part;
        }
      };
      yield { path, type: header.type, size, body: { [Symbol.asyncIterator]: body } };
      while (left > 0) left -= (await reader.chunk(left)).length;
      await reader.exactly(padding(size));
    }
  } finally {
    stream.destroy();
  }
}
