// Several API nodes on one PostgreSQL database, for the multi-node video tests: a server-only
// build, a fresh database with an administrator and cameras streaming the generated test
// picture, N server processes on it, and helpers to sign in on each. Reusable for any test
// that needs viewers on more than one node (share-link revocation on every node, say).
import { Client } from 'pg';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/productionServer';
import { buildScratchServer, createAdmin, login } from './serverProcess';
import { createPostgresDatabase } from './testServer';

export interface VideoNodes {
  nodes: ServerProcess[];
  databaseUrl: string;
  /** Ids of the cameras created (source testsrc://Camara N). */
  cameraIds: number[];
  /** A session of the administrator on node `index` (sessions are shared by every node). */
  login(index?: number): Promise<string>;
  /** Runs SQL on the shared database (to inspect stream_owners, seed panels...). */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** Starts one more node on the same database. */
  addNode(env?: Record<string, string>): Promise<ServerProcess>;
  stop(): Promise<void>;
}

export async function startVideoNodes(
  baseUrl: string,
  options: { nodes?: number; cameras?: number; env?: Record<string, string> } = {},
): Promise<VideoNodes> {
  const build = buildScratchServer();
  const database = await createPostgresDatabase(baseUrl);
  const nodes: ServerProcess[] = [];
  const client = new Client({ connectionString: database.url });
  try {
    createAdmin(build.dir, { DATABASE_URL: database.url });
    await client.connect();
    const customer = await client.query<{ id: number }>(
      `insert into customers (legal_name, name) values ('Nodos SA de CV', 'Nodos') returning id`,
    );
    const cameraIds: number[] = [];
    for (let i = 1; i <= (options.cameras ?? 1); i += 1) {
      const camera = await client.query<{ id: number }>(
        `insert into cameras (customer_id, name, key_hash, key_last4, source_url)
         values ($1, $2, md5(random()::text), 'abcd', $3) returning id`,
        [customer.rows[0]!.id, `Cámara ${i}`, `testsrc://Camara ${i}`],
      );
      cameraIds.push(camera.rows[0]!.id);
    }
    const addNode = async (env: Record<string, string> = {}) => {
      const node = await startServerProcess({
        build: build.dir,
        env: {
          DATABASE_URL: database.url,
          JOBS_ENABLED: 'false',
          STREAM_IDLE_SECONDS: '2',
          ...options.env,
          ...env,
        },
      });
      nodes.push(node);
      return node;
    };
    for (let i = 0; i < (options.nodes ?? 2); i += 1) await addNode();
    return {
      nodes,
      databaseUrl: database.url,
      cameraIds,
      login: (index = 0) => login(nodes[index]!.url),
      query: async (text, values) => (await client.query(text, values)).rows,
      addNode,
      async stop() {
        await Promise.all(nodes.map((node) => node.stop()));
        await client.end();
        await database.drop();
        build.remove();
      },
    };
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop()));
    await client.end().catch(() => undefined);
    await database.drop();
    build.remove();
    throw error;
  }
}
