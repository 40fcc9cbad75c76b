// Reads a whole archive and recomputes every digest before anything is written: its manifest
// against manifest.json.sha256, each table's lines and each stored file against the manifest,
// and its migrations against this build's (an archive of a newer Surtidor is refused).
import crypto from 'node:crypto';
import { migrations as knownMigrations } from '../db/migrations';
import { readArchive, TRUNCATED_MESSAGE } from './archive';
import {
  BackupError,
  FILE_PREFIX,
  FORMAT_VERSION,
  MANIFEST_DIGEST_ENTRY,
  MANIFEST_ENTRY,
  sha256Hex,
  TABLE_PREFIX,
  type Manifest,
} from './format';

const NEWLINE = 0x0a;
/** A manifest lists every stored file: generous, but bounded before it is parsed. */
const MANIFEST_MAX_BYTES = 512 * 1024 * 1024;

export const tamperedMessage = (what: string) =>
  `${what} del respaldo no coincide con su huella (sha256): el archivo fue modificado o está ` +
  `dañado; no se restauró nada.`;

/** sha256 and line count of an entry's body, streamed. */
export async function digestBody(
  body: AsyncIterable<Buffer>,
): Promise<{ sha256: string; size: number; lines: number }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  let lines = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.length;
    for (let i = chunk.indexOf(NEWLINE); i !== -1; i = chunk.indexOf(NEWLINE, i + 1)) lines += 1;
  }
  return { sha256: hash.digest('hex'), size, lines };
}

async function readSmall(body: AsyncIterable<Buffer>, max: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) throw new BackupError(TRUNCATED_MESSAGE);
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

/** The archive's migrations must be this build's first ones, in the same order. */
export function checkMigrations(archived: string[]): void {
  const known = Object.keys(knownMigrations).sort();
  const unknown = archived.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `El respaldo es de una versión más nueva de Surtidor (migraciones que esta versión no ` +
        `conoce: ${unknown.join(', ')}). Restáuralo con esa versión o una más nueva; no se ` +
        `restauró nada.`,
    );
  }
  if (archived.length === 0 || archived.some((name, i) => known[i] !== name)) {
    throw new BackupError(
      'Las migraciones del respaldo no son una versión de esta base de datos; no se restauró nada.',
    );
  }
}

function parseManifest(bytes: Buffer): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Manifest;
  } catch {
    throw new BackupError(TRUNCATED_MESSAGE);
  }
  if (manifest?.format !== 'surtidor-backup' || !Array.isArray(manifest.tables)) {
    throw new BackupError(TRUNCATED_MESSAGE);
  }
  if (!(manifest.formatVersion <= FORMAT_VERSION)) {
    throw new BackupError(
      `El respaldo tiene el formato ${String(manifest.formatVersion)}, más nuevo que el que ` +
        `conoce esta versión de Surtidor (${FORMAT_VERSION}); restáuralo con la versión ` +
        `${String(manifest.appVersion)} o una más nueva. No se restauró nada.`,
    );
  }
  checkMigrations(manifest.migrations);
  return manifest;
}

/** The verified manifest; throws BackupError (Spanish) when the archive cannot be restored. */
export async function verifyArchive(file: string): Promise<Manifest> {
  const digests = new Map<string, { sha256: string; size: number; lines: number }>();
  const folders = new Set<string>();
  let manifestBytes: Buffer | null = null;
  let manifestDigest: string | null = null;
  try {
    for await (const entry of readArchive(file)) {
      if (entry.path === MANIFEST_ENTRY)
        manifestBytes = await readSmall(entry.body, MANIFEST_MAX_BYTES);
      else if (entry.path === MANIFEST_DIGEST_ENTRY)
        manifestDigest = (await readSmall(entry.body, 1024)).toString('utf8').trim();
      else if (entry.type === 'Directory') folders.add(entry.path);
      else digests.set(entry.path, await digestBody(entry.body));
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`No existe el archivo de respaldo ${file}.`);
    }
    throw new BackupError(TRUNCATED_MESSAGE);
  }
  if (!manifestBytes || !manifestDigest) throw new BackupError(TRUNCATED_MESSAGE);
  if (sha256Hex(manifestBytes) !== manifestDigest) {
    throw new BackupError(tamperedMessage('El manifiesto'));
  }
  const manifest = parseManifest(manifestBytes);
  const listed = new Set<string>();
  for (const table of manifest.tables) {
    listed.add(table.entry);
    const found = digests.get(table.entry);
    if (!found) throw new BackupError(TRUNCATED_MESSAGE);
    if (found.sha256 !== table.sha256 || found.lines !== table.rows) {
      throw new BackupError(tamperedMessage(`La tabla ${table.name}`));
    }
  }
  if (manifest.storage.driver === 'local') {
    for (const stored of manifest.storage.files) {
      const entry = `${FILE_PREFIX}${stored.key}`;
      listed.add(entry);
      const found = digests.get(entry);
      if (!found) throw new BackupError(TRUNCATED_MESSAGE);
      if (found.sha256 !== stored.sha256 || found.size !== stored.size) {
        throw new BackupError(tamperedMessage(`El archivo ${stored.key}`));
      }
    }
    for (const folder of manifest.storage.folders) {
      if (!folders.has(`${FILE_PREFIX}${folder}`)) throw new BackupError(TRUNCATED_MESSAGE);
    }
  }
  // An entry the manifest does not name was added to the archive afterwards.
  const extra = [...digests.keys()].find(
    (entry) =>
      !listed.has(entry) && (entry.startsWith(TABLE_PREFIX) || entry.startsWith(FILE_PREFIX)),
  );
  if (extra) throw new BackupError(tamperedMessage(`La entrada ${extra}`));
  return manifest;
}
