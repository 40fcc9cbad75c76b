// The several-node recipe for the deploy tests: two real nodes started with
// deploy/several-nodes/node.env (only addresses, paths and credentials replaced) on a fresh
// PostgreSQL database and one S3-compatible bucket (s3rver in this process), behind nginx with
// the rendered deploy/nginx/surtidor.conf.template (deployProxy.ts). The database holds an
// administrator, a customer with one station and one camera streaming the test picture.
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../../../../scripts/lib/productionServer';
import { createPostgresDatabase } from '../../../support/testServer';
import { S3_STAND_IN_KEY, startS3StandIn } from '../../../support/s3StandIn';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  buildScratchServer,
  createAdmin,
} from '../../../support/serverProcess';
import {
  DEPLOY_DIR,
  readEnvFile,
  request,
  startDeployProxy,
  type DeployProxy,
} from './deployProxy';

export interface ClusterNode {
  port: number;
  url: string;
  dataDir: string;
  process: ServerProcess;
}

export interface DeployCluster {
  proxy: DeployProxy;
  /** Index 0 and 1; startNode() replaces an entry. */
  nodes: ClusterNode[];
  /** The shared database, for the test's own checks and seeding. */
  db: Client;
  /** s3rver's address (S3_ENDPOINT and S3_PUBLIC_ENDPOINT of the nodes). */
  s3Endpoint: string;
  /** s3rver's HTTP server: a test may listen to its requests. */
  s3Server: Server;
  customerId: number;
  stationId: number;
  cameraId: number;
  /** Starts node `index` again on its address and data folder (after it stopped). */
  restartNode(index: number): Promise<ClusterNode>;
  /** Signs the administrator in through the proxy: the session token. */
  signIn(headers?: Record<string, string>): Promise<string>;
  stop(): Promise<void>;
}

/** `env`: variables every node gets beside the recipe's file (a test's shorter job lease). */
export async function startDeployCluster(
  baseUrl: string,
  env: Record<string, string> = {},
): Promise<DeployCluster> {
  const nodeEnv = readEnvFile(path.join(DEPLOY_DIR, 'several-nodes/node.env'));
  const cleanUps: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  };
  try {
    const build = buildScratchServer();
    cleanUps.push(() => build.remove());

    const bucket = await startS3StandIn(nodeEnv.S3_BUCKET!);
    cleanUps.push(() => bucket.close());
    const s3Endpoint = bucket.endpoint;

    const database = await createPostgresDatabase(baseUrl);
    cleanUps.push(() => database.drop());
    createAdmin(build.dir, { DATABASE_URL: database.url });
    const db = new Client({ connectionString: database.url });
    await db.connect();
    cleanUps.push(() => db.end());
    const one = async (text: string, values: unknown[] = []) =>
      (await db.query<{ id: number }>(text, values)).rows[0]!.id;
    const customerId = await one(
      `insert into customers (legal_name, name) values ('Nodos SA de CV', 'Nodos') returning id`,
    );
    const stationId = await one(
      `insert into gas_stations (customer_id, name, permission, time_zone)
       values ($1, 'Centro', 'PL/1/CDMX', 'America/Mexico_City') returning id`,
      [customerId],
    );
    const cameraId = await one(
      `insert into cameras (customer_id, name, key_hash, key_last4, source_url)
       values ($1, 'Pista 1', md5(random()::text), 'abcd', 'testsrc://Pista 1') returning id`,
      [customerId],
    );

    const ports = [await freePort(), await freePort()];
    const proxy = await startDeployProxy(ports.map((port) => `127.0.0.1:${port}`));
    cleanUps.push(() => proxy.stop());

    const nodes: ClusterNode[] = [];
    cleanUps.push(async () => {
      await Promise.all(nodes.map((node) => node.process.stop()));
      for (const node of nodes) fs.rmSync(node.dataDir, { recursive: true, force: true });
    });
    const startNode = async (index: number, port: number, dataDir: string) => {
      const url = `http://127.0.0.1:${port}`;
      const process = await startServerProcess({
        build: build.dir,
        dataDir,
        // The recipe's file as it is, but for addresses, paths and the stand-in's credentials.
        env: {
          ...nodeEnv,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          S3_ENDPOINT: s3Endpoint,
          S3_PUBLIC_ENDPOINT: s3Endpoint,
          S3_ACCESS_KEY_ID: S3_STAND_IN_KEY,
          S3_SECRET_ACCESS_KEY: S3_STAND_IN_KEY,
          NODE_URL: url,
          TRUST_PROXY: '127.0.0.1',
          PUBLIC_URL: proxy.url,
          ...env,
        },
      });
      nodes[index] = { port, url, dataDir, process };
      return nodes[index]!;
    };
    for (const [index, port] of ports.entries()) {
      await startNode(index, port, fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-node-')));
    }

    return {
      proxy,
      nodes,
      db,
      s3Endpoint,
      s3Server: bucket.httpServer,
      customerId,
      stationId,
      cameraId,
      restartNode: (index) => startNode(index, nodes[index]!.port, nodes[index]!.dataDir),
      async signIn(headers = {}) {
        const reply = await request(proxy.url, '/api/login', {
          ca: proxy.ca,
          method: 'POST',
          json: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
          headers,
        });
        if (reply.status !== 200) throw new Error(`sign-in: ${reply.status} ${reply.body}`);
        return reply.json<{ token: string }>().token;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
