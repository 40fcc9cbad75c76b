// Station brand photos: PNG or JPEG of 300x300 px, at most 5 MB, checked on the server from the
// image itself; stored, served publicly by an unguessable name, replaced and removed.
import { imageDimensions, photoProblem } from '@/lib/images/imageDimensions';
import { jpegHeaderOf, multipartFile, pngOf } from '../../images';
import { startManagementServer, type ManagementServer } from '../../managementServer';

let s: ManagementServer;
beforeAll(async () => {
  s = await startManagementServer();
});
afterAll(() => s.close());

function upload(stationId: number, bytes: Buffer, token = s.tokens.admin, options = {}) {
  const { payload, headers } = multipartFile(bytes, options);
  return s.inject({
    method: 'PUT',
    url: `/api/gas_stations/${stationId}/brand_photo`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

describe('imageDimensions', () => {
  it('reads PNG and JPEG sizes from their headers', () => {
    expect(imageDimensions(pngOf(300, 200))).toEqual({ kind: 'png', width: 300, height: 200 });
    expect(imageDimensions(jpegHeaderOf(640, 480))).toEqual({
      kind: 'jpeg',
      width: 640,
      height: 480,
    });
    expect(imageDimensions(Buffer.from('GIF89a...'))).toBeNull();
    expect(photoProblem(pngOf(300, 300))).toBeNull();
    expect(photoProblem(pngOf(300, 301))).toBe('dimensions');
    expect(photoProblem(pngOf(300, 300), 6 * 1024 * 1024)).toBe('size');
  });
});

describe('PUT /api/gas_stations/{id}/brand_photo', () => {
  it('stores a 300x300 photo and serves it publicly by its URL', async () => {
    const png = pngOf(300, 300);
    const res = await upload(1, png);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().brand_photo_url;
    expect(url).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{32}\.png$/);
    const photo = await s.get(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toContain('immutable');
    expect(photo.rawPayload.equals(png)).toBe(true);

    const replaced = await upload(1, jpegHeaderOf(300, 300), s.tokens.admin, {
      filename: 'marca.jpg',
      type: 'image/jpeg',
    });
    expect(replaced.json().brand_photo_url).toMatch(/\.jpg$/);
    expect((await s.get(url)).statusCode).toBe(404);

    const removed = await s.delete('/api/gas_stations/1/brand_photo', s.tokens.admin);
    expect(removed.json().brand_photo_url).toBeNull();
    expect((await s.get(replaced.json().brand_photo_url)).statusCode).toBe(404);
  });

  it('refuses other sizes, other formats, big files and a missing part, with the message on body.file', async () => {
    const cases: [Buffer, object, number, string][] = [
      [pngOf(301, 300), {}, 400, 'La foto debe medir 300x300 px'],
      [
        Buffer.from('GIF89a not a photo'),
        { type: 'image/gif' },
        400,
        'La foto debe ser una imagen PNG o JPEG',
      ],
      [
        Buffer.concat([pngOf(300, 300), Buffer.alloc(5 * 1024 * 1024)]),
        {},
        413,
        'La foto debe pesar como máximo 5 MB',
      ],
      [pngOf(300, 300), { field: 'photo' }, 400, 'Falta la foto'],
    ];
    for (const [bytes, options, status, message] of cases) {
      const res = await upload(2, bytes, s.tokens.admin, options);
      expect([message, res.statusCode]).toEqual([message, status]);
      expect(res.json()).toMatchObject({ message, errors: [{ field: 'body.file', message }] });
    }
    expect((await s.get('/api/gas_stations/2', s.tokens.admin)).json().brand_photo_url).toBeNull();
  });

  it('is for administrators, and needs multipart', async () => {
    expect((await upload(1, pngOf(300, 300), s.tokens.editor)).statusCode).toBe(403);
    expect((await upload(999, pngOf(300, 300))).statusCode).toBe(404);
    const json = await s.put('/api/gas_stations/1/brand_photo', { file: 'x' }, s.tokens.admin);
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for a photo that does not exist and 400 for a name that cannot be one', async () => {
    expect((await s.get(`/api/photos/${'a'.repeat(32)}.png`)).statusCode).toBe(404);
    expect((await s.get('/api/photos/..%2F..%2Fsecret.png')).statusCode).toBe(400);
  });
});
