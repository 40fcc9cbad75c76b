// Every endpoint of the contract lives under /api/: any other path is the web client's (its
// routes, served as the single-page app by the server's fallback). A scrape route once at
// /metrics hid the Métricas screen; this keeps server routes and screens from sharing a path.
import fs from 'node:fs';
import path from 'node:path';

const contract = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../openapi/surtidor.json'), 'utf8'),
) as { paths: Record<string, unknown> };

it('declares every endpoint under /api/', () => {
  const outside = Object.keys(contract.paths).filter((p) => !p.startsWith('/api/'));
  expect(outside).toEqual([]);
  expect(Object.keys(contract.paths).length).toBeGreaterThan(100);
});
