// The report renderer runs off the server's event loop (a worker thread): while a large PDF
// renders, the server goes on answering. Rendered in the loop, a report held every request
// until it was done (/api/health took 341 ms beside one PDF).
import { createReportRenderer } from '@/server/modules/reports/render';
import { SAMPLE_STATION, sampleReportDocument } from '../../../support/reportDocuments';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ demo: false });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => server?.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

it('answers /api/health quickly, and before the PDF is done, while a large report renders', async () => {
  // A global report of twelve stations, every page: seconds of layout.
  const documents = Array.from({ length: 12 }, (_, i) => ({
    ...sampleReportDocument('weekly'),
    station: { ...SAMPLE_STATION, id: i + 1, name: `Estación ${i + 1}` },
  }));
  let renderedAt: number | null = null;
  const rendering = createReportRenderer()
    .render(documents, { pages: 3 })
    .finally(() => (renderedAt = performance.now()));

  // Health polled (over HTTP, as a monitor does) until the PDF is done.
  const answers: { ms: number; at: number }[] = [];
  while (renderedAt === null) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    const at = performance.now();
    answers.push({ ms: at - started, at });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const pdf = await rendering;
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const whileRendering = answers.filter((answer) => answer.at < renderedAt!);
  expect(whileRendering.length).toBeGreaterThanOrEqual(5);
  expect(median(whileRendering.map((answer) => answer.ms))).toBeLessThan(100);
}, 120_000);

it('rejects, without ending the server, when the worker cannot render a document', async () => {
  // A document missing what every page draws from: the worker's render throws.
  const broken = { ...sampleReportDocument('weekly'), figures: null, charts: null } as never;
  await expect(createReportRenderer().render([broken], { pages: 3 })).rejects.toThrow(Error);
  const res = await fetch(`${base}/api/health`);
  expect(res.status).toBe(200);
}, 60_000);
