// keepRawBody: the named operations keep their body's exact bytes; other routes are untouched.
import Fastify from 'fastify';
import { keepRawBody } from '@/server/http/rawBody';
import type { OperationDef } from '@/server/contract/loadContract';

async function appWithTwoRoutes() {
  const app = Fastify();
  keepRawBody(app, ['signed']);
  for (const operationId of ['signed', 'plain']) {
    app.post(
      `/${operationId}`,
      { config: { operation: { operationId } as OperationDef } },
      async (request) => ({
        parsed: request.body,
        raw: request.rawBody === undefined ? null : request.rawBody.toString('utf8'),
      }),
    );
  }
  await app.ready();
  return app;
}

it('keeps the raw bytes on the named operation only, parsing the body as usual', async () => {
  const app = await appWithTwoRoutes();
  const raw = '{ "a" :  "Le\\u00f3n" }';
  const signed = await app.inject({
    method: 'POST',
    url: '/signed',
    payload: raw,
    headers: { 'content-type': 'application/json' },
  });
  expect(signed.json()).toEqual({ parsed: { a: 'León' }, raw });
  const plain = await app.inject({
    method: 'POST',
    url: '/plain',
    payload: raw,
    headers: { 'content-type': 'application/json' },
  });
  expect(plain.json()).toEqual({ parsed: { a: 'León' }, raw: null });
  await app.close();
});

it('keeps multi-chunk and multi-byte bodies intact', async () => {
  const app = await appWithTwoRoutes();
  const raw = JSON.stringify({ text: 'ñ€'.repeat(50_000) });
  const response = await app.inject({
    method: 'POST',
    url: '/signed',
    payload: raw,
    headers: { 'content-type': 'application/json' },
  });
  expect(response.json().raw).toBe(raw);
  await app.close();
});
