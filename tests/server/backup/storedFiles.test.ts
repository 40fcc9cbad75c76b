// The stored files' part of an archive: the local folder's objects and folders (its staging
// folder of writes in progress left out), or for S3 only the bucket's keys and the note that
// the bucket is backed up by its own means.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArchiveWriter, readArchive } from '@/server/backup';
import { archiveStoredFiles } from '@/server/backup/storedFiles';
import { localFolderStorage } from '@/server/storage/localFolderStorage';

let dir: string;
const signingSecret = 's'.repeat(40);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-stored-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function entriesOf(file: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of readArchive(file)) names.push(entry.path);
  return names;
}

it('archives a local folder: objects, folders, not the writes in progress', async () => {
  const root = path.join(dir, 'storage');
  const storage = localFolderStorage({ dir: root, signingSecret });
  await storage.put('reports/Estación/diario.pdf', 'pdf');
  await storage.createFolder('reports/vacía/');
  fs.mkdirSync(path.join(root, '.surtidor-staging'), { recursive: true });
  fs.writeFileSync(path.join(root, '.surtidor-staging/a-medias'), 'x');
  const file = path.join(dir, 'a.tar.gz');
  const writer = new ArchiveWriter(file);
  const manifest = await archiveStoredFiles({ driver: 'local', dir: root }, writer);
  await writer.finish();
  expect(manifest).toEqual({
    driver: 'local',
    folders: ['reports/', 'reports/Estación/', 'reports/vacía/'],
    files: [{ key: 'reports/Estación/diario.pdf', size: 3, sha256: expect.any(String) }],
  });
  expect(await entriesOf(file)).toEqual([
    'files/reports/',
    'files/reports/Estación/',
    'files/reports/vacía/',
    'files/reports/Estación/diario.pdf',
  ]);
});

it('for S3 keeps the keys and a note, not the bytes', async () => {
  const storage = localFolderStorage({ dir: path.join(dir, 'bucket'), signingSecret });
  await storage.put('reports/a/b.txt', 'hola');
  await storage.put('c.txt', 'xy');
  const file = path.join(dir, 's3.tar.gz');
  const writer = new ArchiveWriter(file);
  const manifest = await archiveStoredFiles({ driver: 's3', bucket: 'cubeta', storage }, writer);
  await writer.finish();
  expect(manifest).toEqual({
    driver: 's3',
    bucket: 'cubeta',
    keys: [
      { key: 'c.txt', size: 2 },
      { key: 'reports/a/b.txt', size: 4 },
    ],
    note: expect.stringMatching(/respalda el bucket por sus propios medios/),
  });
  expect(await entriesOf(file)).toEqual([]);
});
