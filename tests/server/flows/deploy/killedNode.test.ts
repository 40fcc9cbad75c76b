// A node killed outright (SIGKILL) while it runs a job, on the several-node recipe
// (deployCluster.ts): a tickets file imported through the proxy, and the node that picks the
// import up killed as it starts reading the file (seen at the bucket: the process whose socket
// asks for it). The job's lease (JOBS_LEASE_SECONDS, 15 s here instead of 60) lapses, the
// other node claims the job again and finishes it: every row imported once, the job done once.
import { spawnSync } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { describeOnPostgres, postgresUrl } from '../../../support/databaseKind';
import { sleep } from '../../../support/serverProcess';
import {
  multipartFile,
  sampleTicketRows,
  TICKET_SHEET_COLUMNS,
  ticketWorkbook,
} from '../../../support/xlsxFixtures';
import { request } from './deployProxy';
import { startDeployCluster, type DeployCluster } from './deployCluster';

jest.setTimeout(120_000);

const TICKET_ROWS = 2000;
const LEASE_MS = 15_000;

/** The pid of the local process whose TCP socket has local port `port` (ss -p). */
function pidOwningPort(port: number): number | null {
  const out = spawnSync('ss', ['-Htnp', 'state', 'established', `( sport = :${port} )`], {
    encoding: 'utf8',
  }).stdout;
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
}

describeOnPostgres('a node killed during a job (deploy/several-nodes)', () => {
  let cluster: DeployCluster;
  /** Reads of stored ticket files, by the pid of the node that asked. */
  const ticketReads: number[] = [];
  /** When set, the node that reads this stored file is killed as it asks. */
  let killReaderOf: string | null = null;
  let killed: { pid: number; at: number; index: number } | null = null;

  beforeAll(async () => {
    cluster = await startDeployCluster(postgresUrl!, {
      JOBS_LEASE_SECONDS: String(LEASE_MS / 1000),
    });
    cluster.s3Server.on('request', (req: IncomingMessage) => {
      if (req.method !== 'GET' || !req.url?.includes('/ticket-uploads/')) return;
      const pid = pidOwningPort(req.socket.remotePort!);
      if (pid === null) return;
      ticketReads.push(pid);
      if (killReaderOf && req.url.includes(killReaderOf) && !killed) {
        // The node running the import, as it starts on the file: killed, no shutdown.
        process.kill(pid, 'SIGKILL');
        const index = cluster.nodes.findIndex((node) => node.process.pid === pid);
        killed = { pid, at: Date.now(), index };
      }
    });
  });

  afterAll(() => cluster?.stop());

  it('has the import finished once by the other node after the lease', async () => {
    const { proxy, db } = cluster;
    const token = await cluster.signIn();
    const file = await ticketWorkbook({ rows: sampleTicketRows(TICKET_ROWS) });
    const { payload, headers } = multipartFile('ventas.xlsx', file);
    const uploaded = await request(proxy.url, '/api/ticket_uploads', {
      ca: proxy.ca,
      method: 'POST',
      token,
      body: payload,
      headers,
    });
    expect(uploaded.status).toBe(201);
    const uploadId = uploaded.json<{ id: number }>().id;
    const [stored] = (
      await db.query<{ storage_key: string }>(
        'select storage_key from ticket_uploads where id = $1',
        [uploadId],
      )
    ).rows;
    killReaderOf = stored!.storage_key;
    const queued = await request(proxy.url, `/api/ticket_uploads/${uploadId}/process`, {
      ca: proxy.ca,
      method: 'POST',
      token,
      json: {
        gas_station_id: cluster.stationId,
        header_row: 1,
        header_signature: 'fecha|bomba|producto|litros|precio|importe|forma de pago|despachador',
        columns: TICKET_SHEET_COLUMNS,
      },
    });
    expect(queued.status).toBe(202);
    // A runner polls every JOBS_POLL_SECONDS (5 s): the job is claimed and its node killed.
    for (const until = Date.now() + 20_000; !killed;) {
      expect(Date.now()).toBeLessThan(until);
      await sleep(50);
    }
    const victim = killed!;
    expect(victim.index).toBeGreaterThanOrEqual(0);
    expect(await cluster.nodes[victim.index]!.process.exited).toEqual({
      code: null,
      signal: 'SIGKILL',
    });
    const jobOf = async () =>
      (
        await db.query<{ state: string; attempts: number }>(
          'select state, attempts from jobs where key = $1',
          [`tickets-import:${uploadId}`],
        )
      ).rows;
    expect(await jobOf()).toEqual([{ state: 'running', attempts: 1 }]);

    // The survivor serves meanwhile (nginx skips the dead node).
    const profile = await request(proxy.url, '/api/user_profile', { ca: proxy.ca, token });
    expect(profile.status).toBe(200);

    let status = '';
    while (status !== 'processed') {
      expect(Date.now()).toBeLessThan(victim.at + LEASE_MS + 30_000);
      await sleep(500);
      status = (
        await db.query<{ status: string }>('select status from ticket_uploads where id = $1', [
          uploadId,
        ])
      ).rows[0]!.status;
    }
    // Not before the lease lapsed: nobody took the job from a node it could not tell was dead.
    expect(Date.now() - victim.at).toBeGreaterThan(LEASE_MS - 5_000);
    // One job, claimed twice (the killed attempt and the survivor's), done once. The upload is
    // marked processed inside the job; the job's own row is closed a moment later.
    for (let i = 0; i < 100 && (await jobOf())[0]?.state === 'running'; i++) await sleep(100);
    expect(await jobOf()).toEqual([{ state: 'done', attempts: 2 }]);
    const tickets = await db.query<{ count: string; folios: string }>(
      `select count(*) as count, count(distinct folio) as folios from sales_tickets
       where upload_id = $1`,
      [uploadId],
    );
    expect(tickets.rows[0]).toEqual({ count: String(TICKET_ROWS), folios: String(TICKET_ROWS) });
    const survivor = cluster.nodes[1 - victim.index]!.process.pid;
    expect(ticketReads).toEqual([victim.pid, survivor]);
    const result = await db.query<{ result: { imported: number } }>(
      'select result from ticket_uploads where id = $1',
      [uploadId],
    );
    expect(result.rows[0]!.result.imported).toBe(TICKET_ROWS);
    console.log(
      `killed node: job taken over ${Math.round((Date.now() - victim.at) / 1000)} s after the kill; ${TICKET_ROWS} rows imported once`,
    );
  });
});
