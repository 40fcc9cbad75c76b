// The administrators' upload, folder and delete endpoints of the reports tree: multipart with a
// size limit, clear errors, and a catalogue that stays in step with storage.
import fs from 'node:fs';
import path from 'node:path';
import type { ReportEntryResponse, ReportListResponse } from '@/api/generated/files.gen';
import { EDITOR_ROOT, startFilesServer, type FilesTestServer } from './filesServer';

let server: FilesTestServer;
let admin: string;
let editor: string;
const LIMIT = 64 * 1024;

beforeAll(async () => {
  server = await startFilesServer({ env: { UPLOAD_MAX_BYTES: String(LIMIT) } });
  admin = await server.login('admin@demo.surtidor.mx');
  editor = await server.login('editor@demo.surtidor.mx');
});
afterAll(() => server?.close());

function multipart(
  parts: { name: string; filename?: string; type?: string; body: Buffer | string }[],
) {
  const boundary = `----surtidor${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  prefix: string,
  file: { filename: string; body: Buffer | string },
  token = admin,
  extra = '',
) {
  const form = multipart([{ name: 'file', ...file }]);
  return server.inject({
    method: 'POST',
    url: `/api/reports/files?prefix=${encodeURIComponent(prefix)}${extra}`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}

const list = async (prefix: string) =>
  (
    (
      await server.get(`/api/reports?prefix=${encodeURIComponent(prefix)}&maxKeys=50`, admin)
    ).json() as ReportListResponse
  ).data;

const stored = (p: string) => path.join(server.storageDir, 'reports', p);

describe('uploading', () => {
  it('stores the file, creates missing folders and lists it with accents and spaces', async () => {
    const before = await list(EDITOR_ROOT);
    const content = 'fecha,precio\r\n2022-01-08,21.49\r\n';
    const res = await upload(`${EDITOR_ROOT}Cargas manuales/Año 2022`, {
      filename: 'Precios del día.csv',
      body: content,
    });
    expect(res.statusCode).toBe(201);
    const entry = (res.json() as ReportEntryResponse).data;
    expect(entry).toMatchObject({
      name: 'Precios del día.csv',
      path: `${EDITOR_ROOT}Cargas manuales/Año 2022/Precios del día.csv`,
      type: 'file',
      size: Buffer.byteLength(content),
      folderWithItems: false,
    });
    expect(fs.readFileSync(stored(entry.path), 'utf8')).toBe(content);

    const after = await list(EDITOR_ROOT);
    expect(after.pagination.totalItems).toBe(before.pagination.totalItems + 1);
    const folder = after.items.find((i) => i.name === 'Cargas manuales')!;
    expect(folder).toMatchObject({ type: 'folder', folderWithItems: true });
    expect((await list(folder.path)).items.map((i) => i.name)).toEqual(['Año 2022']);

    // The uploader's customer users see it and can download it.
    const sign = await server.get(`/api/file_sign?value=${encodeURIComponent(entry.path)}`, editor);
    expect(sign.statusCode).toBe(200);
    const body = await server.inject({ method: 'GET', url: sign.json().signed_url });
    expect(body.body).toBe(content);
  });

  it('refuses a file larger than UPLOAD_MAX_BYTES with 413 and keeps nothing', async () => {
    const prefix = `${EDITOR_ROOT}Grandes/`;
    const res = await upload(prefix, { filename: 'grande.pdf', body: Buffer.alloc(LIMIT + 1, 7) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'El archivo excede el tamaño máximo permitido (0.1 MB)',
      code: 'file_too_large',
      request_id: expect.any(String),
    });
    expect(fs.existsSync(stored(`${prefix}grande.pdf`))).toBe(false);
    expect((await list(prefix)).items).toEqual([]);
    // Exactly the limit is fine.
    const ok = await upload(prefix, { filename: 'justo.pdf', body: Buffer.alloc(LIMIT, 7) });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses an existing name unless overwrite=true, and a name taken by a folder', async () => {
    const prefix = `${EDITOR_ROOT}Repetidos/`;
    expect((await upload(prefix, { filename: 'a.csv', body: 'uno' })).statusCode).toBe(201);
    const again = await upload(prefix, { filename: 'a.csv', body: 'dos' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('file_exists');
    expect(fs.readFileSync(stored(`${prefix}a.csv`), 'utf8')).toBe('uno');
    const replaced = await upload(
      prefix,
      { filename: 'a.csv', body: 'tres' },
      admin,
      '&overwrite=true',
    );
    expect(replaced.statusCode).toBe(201);
    expect(fs.readFileSync(stored(`${prefix}a.csv`), 'utf8')).toBe('tres');
    expect((await list(prefix)).pagination.totalItems).toBe(1);

    const folder = await server.post('/api/reports/folders', { path: `${prefix}sub` }, admin);
    expect(folder.statusCode).toBe(201);
    const clash = await upload(prefix, { filename: 'sub', body: 'x' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('name_taken');
  });

  it('explains what is wrong with a bad request', async () => {
    const noFile = multipart([{ name: 'other', body: 'x' }]);
    const res = await server.inject({
      method: 'POST',
      url: `/api/reports/files?prefix=${encodeURIComponent(EDITOR_ROOT)}`,
      payload: noFile.payload,
      headers: { ...noFile.headers, authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'file_required' });

    const json = await server.post(
      `/api/reports/files?prefix=${encodeURIComponent(EDITOR_ROOT)}`,
      { file: 'x' },
      admin,
    );
    expect(json.statusCode).toBe(415);

    const escape = await upload(`${EDITOR_ROOT}../`, { filename: 'x.csv', body: 'x' });
    expect(escape.statusCode).toBe(400);
    expect(escape.json().code).toBe('invalid_path');
    const badName = await upload(EDITOR_ROOT, { filename: '..', body: 'x' });
    expect(badName.statusCode).toBe(400);
    const missingPrefix = await server.inject({
      method: 'POST',
      url: '/api/reports/files',
      ...multipart([{ name: 'file', filename: 'x.csv', body: 'x' }]),
    });
    expect([400, 401]).toContain(missingPrefix.statusCode);
  });

  it('is for administrators only', async () => {
    const res = await upload(EDITOR_ROOT, { filename: 'x.csv', body: 'x' }, editor);
    expect(res.statusCode).toBe(403);
    expect(fs.existsSync(stored(`${EDITOR_ROOT}x.csv`))).toBe(false);
  });
});

describe('folders and deletion', () => {
  it('creates empty folders, deletes files and empty folders, refuses full ones', async () => {
    const folder = `${EDITOR_ROOT}Temporal/`;
    const created = await server.post(
      '/api/reports/folders',
      { path: 'Grupo Surtidor Demo S.A. de C.V./Temporal' },
      admin,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      path: folder,
      type: 'folder',
      folderWithItems: false,
    });
    expect(fs.statSync(stored(folder)).isDirectory()).toBe(true);

    expect((await upload(folder, { filename: 'borrar.csv', body: 'x' })).statusCode).toBe(201);
    expect((await list(EDITOR_ROOT)).items.find((i) => i.path === folder)?.folderWithItems).toBe(
      true,
    );
    const full = await server.delete(
      `/api/reports/entry?path=${encodeURIComponent(folder)}`,
      admin,
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('folder_not_empty');

    const file = `${folder}borrar.csv`;
    expect(
      (await server.delete(`/api/reports/entry?path=${encodeURIComponent(file)}`, admin))
        .statusCode,
    ).toBe(204);
    expect(fs.existsSync(stored(file))).toBe(false);
    expect((await list(EDITOR_ROOT)).items.find((i) => i.path === folder)?.folderWithItems).toBe(
      false,
    );
    expect(
      (await server.delete(`/api/reports/entry?path=${encodeURIComponent(folder)}`, admin))
        .statusCode,
    ).toBe(204);
    expect(
      (await server.delete(`/api/reports/entry?path=${encodeURIComponent(folder)}`, admin))
        .statusCode,
    ).toBe(404);
    expect(
      (await server.delete(`/api/reports/entry?path=${encodeURIComponent(file)}`, editor))
        .statusCode,
    ).toBe(403);
  });
});
