// The deploy recipes of deploy/: checked statically (the container recipe cannot be built
// here: no Docker engine), and the one-machine recipe run as written: nginx with the rendered
// template (TLS, WebSocket upgrade, body limit, gzip, the hashed assets cached) in front of one
// node on the embedded database started with the systemd recipe's environment file and command
// (only addresses and paths replaced), then stopped as systemd stops it (SIGTERM): the request
// in flight finishes, new connections are refused, the badge's socket is told 1001, exit 0.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '@/server/config';
import {
  freePort,
  projectRoot,
  startServerProcess,
  type ServerProcess,
} from '../../../../scripts/lib/productionServer';
import {
  buildScratchServer,
  createAdmin,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
} from '../../../support/serverProcess';
import { openAlertsLive } from '../../../support/alertsLiveClient';
import {
  DEPLOY_DIR,
  TEMPLATE,
  TEMPLATE_VARIABLES,
  readEnvFile,
  request,
  startDeployProxy,
  type DeployProxy,
} from './deployProxy';

jest.setTimeout(120_000);

const DECLARED = new Set([...CONFIG_VARIABLES.map((v) => v.name), 'NODE_ENV']);
const contract = JSON.parse(
  fs.readFileSync(path.join(projectRoot, 'openapi/surtidor.json'), 'utf8'),
) as { paths: Record<string, Record<string, unknown>> };
const compose = parseYaml(fs.readFileSync(path.join(DEPLOY_DIR, 'compose.yaml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<
    string,
    {
      build?: { dockerfile?: string };
      environment?: Record<string, string>;
      healthcheck?: { test: string[] };
      volumes?: string[];
    }
  >;
};
const dockerfile = fs.readFileSync(path.join(DEPLOY_DIR, 'Dockerfile'), 'utf8');
const unit = fs.readFileSync(path.join(DEPLOY_DIR, 'systemd/surtidor.service'), 'utf8');
const template = fs.readFileSync(TEMPLATE, 'utf8');

/** The Surtidor services of the compose file: those built from deploy/Dockerfile. */
const nodeServices = Object.entries(compose.services).filter(
  ([, service]) => service.build?.dockerfile === 'deploy/Dockerfile',
);

/** Every /api/... path a command line calls, as the contract spells paths. */
const apiPathsIn = (command: string) =>
  [...command.matchAll(/\/api\/[a-z0-9_/]+/g)].map((m) => m[0]);

describe('the recipes, statically', () => {
  it('sets only declared configuration variables, in the compose file and the environment files', () => {
    expect(nodeServices.map(([name]) => name)).toEqual(['node1', 'node2']);
    for (const [, service] of nodeServices) {
      expect(Object.keys(service.environment ?? {}).filter((name) => !DECLARED.has(name))).toEqual(
        [],
      );
    }
    for (const file of ['systemd/surtidor.env', 'several-nodes/node.env']) {
      const names = Object.keys(readEnvFile(path.join(DEPLOY_DIR, file)));
      expect(names.length).toBeGreaterThan(5);
      expect(names.filter((name) => !DECLARED.has(name))).toEqual([]);
    }
    // ...and values the server accepts (its own checks, as at start).
    for (const [, service] of nodeServices) {
      expect(() => loadConfig({ ...service.environment })).not.toThrow();
    }
    expect(() =>
      loadConfig(readEnvFile(path.join(DEPLOY_DIR, 'several-nodes/node.env'))),
    ).not.toThrow();
  });

  it('renders the same nginx template in the containers, with every placeholder given', () => {
    const proxy = compose.services.proxy!;
    expect(proxy.volumes).toContain(
      './nginx/surtidor.conf.template:/etc/nginx/templates/default.conf.template:ro',
    );
    expect(Object.keys(proxy.environment ?? {}).sort()).toEqual([...TEMPLATE_VARIABLES].sort());
    expect(proxy.environment?.SURTIDOR_UPSTREAM_SERVERS).toBe(
      nodeServices.map(([name]) => `server ${name}:8080;`).join(' '),
    );
  });

  it('health checks call real GET routes of the contract', () => {
    const healthCommands = [
      ...nodeServices.map(([, service]) => service.healthcheck!.test.join(' ')),
      /^HEALTHCHECK .*$(\n.*)*?CMD .*$/m.exec(dockerfile)![0],
    ];
    for (const command of healthCommands) {
      const paths = apiPathsIn(command);
      expect(paths).toEqual(['/api/health']);
      for (const route of paths) expect(contract.paths[route]?.get).toBeDefined();
    }
  });

  it('builds a multi-stage, non-root image with production dependencies only, started as the tested recipe starts', () => {
    const stages = [...dockerfile.matchAll(/^FROM \S+(?: AS (\S+))?$/gm)];
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const final = dockerfile.slice(stages.at(-1)!.index);
    expect(final).toMatch(/^USER (?!root)\S+$/m);
    expect(final).toMatch(/COPY --from=production-dependencies \/app\/node_modules/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    // The systemd unit and the image run the same entry, the one these tests start
    // (`<build>/server/main.js` of a build; dist/ is the default build folder).
    expect(cmd).toEqual(['node', 'dist/server/main.js']);
    expect(/^ExecStart=\S*node (\S+)$/m.exec(unit)?.[1]).toBe('dist/server/main.js');
    expect(/^CMD|^ENTRYPOINT/m.test(final.replace(/^CMD .*$/m, ''))).toBe(false);
  });

  it('keeps the systemd unit restarting, with its environment file, user and private data folder', () => {
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/surtidor\/surtidor\.env$/m);
    expect(unit).toMatch(/^User=surtidor$/m);
    expect(unit).toMatch(/^StateDirectory=surtidor$/m);
    expect(unit).toMatch(/^StateDirectoryMode=0700$/m);
    expect(readEnvFile(path.join(DEPLOY_DIR, 'systemd/surtidor.env')).DATA_DIR).toBe(
      '/var/lib/surtidor',
    );
    // systemd waits past the node's own grace before it kills.
    const grace = Number(
      readEnvFile(path.join(DEPLOY_DIR, 'systemd/surtidor.env')).SHUTDOWN_GRACE_SECONDS,
    );
    expect(Number(/^TimeoutStopSec=(\d+)s$/m.exec(unit)![1])).toBeGreaterThan(grace);
  });

  it('renders only the documented placeholders, and lets through every upload the node takes', () => {
    const placeholders = new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]));
    expect([...placeholders].sort()).toEqual([...TEMPLATE_VARIABLES].sort());
    const limit = /client_max_body_size (\d+)m;/.exec(template)![1]!;
    const uploadMax = Number(CONFIG_VARIABLES.find((v) => v.name === 'UPLOAD_MAX_BYTES')!.default);
    // Room for the multipart framing of a file of the largest size, and no more than 2 MiB of it.
    expect(Number(limit) * 1024 * 1024).toBeGreaterThan(uploadMax);
    expect(Number(limit) * 1024 * 1024).toBeLessThanOrEqual(uploadMax + 2 * 1024 * 1024);
    expect(template).not.toMatch(/^\s*keepalive\s/m);
    expect(template).toMatch(/proxy_next_upstream error/);
  });
});

describe('one machine: nginx and one node on the embedded database', () => {
  let build: ReturnType<typeof buildScratchServer>;
  let dataDir: string;
  let clientDir: string;
  let node: ServerProcess;
  let nodeUrl: string;
  let proxy: DeployProxy;
  const hashedAsset = '/assets/main.0123abcd4567ef89.js';
  const assetText = `// ${'surtidor '.repeat(4000)}\nconsole.log('hola');\n`;

  beforeAll(async () => {
    build = buildScratchServer();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-onemachine-'));
    dataDir = path.join(folder, 'data');
    clientDir = path.join(folder, 'client');
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Surtidor</title>');
    fs.writeFileSync(path.join(clientDir, hashedAsset), assetText);
    const port = await freePort();
    nodeUrl = `http://127.0.0.1:${port}`;
    proxy = await startDeployProxy([`127.0.0.1:${port}`]);
    // The recipe's environment file as it is, but for addresses and paths.
    const env = {
      ...readEnvFile(path.join(DEPLOY_DIR, 'systemd/surtidor.env')),
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: proxy.url,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
    };
    createAdmin(build.dir, env);
    node = await startServerProcess({ build: build.dir, dataDir, env });
  });

  afterAll(async () => {
    await node?.stop();
    await proxy?.stop();
    build?.remove();
    if (dataDir) fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('answers over TLS only, and the node believes the proxy (https, so HSTS)', async () => {
    const health = await request(proxy.url, '/api/health', { ca: proxy.ca });
    expect(health.status).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    // X-Forwarded-Proto reached the node and TRUST_PROXY let it count: it knows it is https.
    expect(health.headers['strict-transport-security']).toMatch(/max-age=/);
    const direct = await fetch(`${nodeUrl}/api/health`);
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    const plain = await fetch(`${proxy.httpUrl}/api/health`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\//);
  });

  it('upgrades the alerts badge WebSocket through the proxy', async () => {
    const login = await request(proxy.url, '/api/login', {
      ca: proxy.ca,
      method: 'POST',
      json: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const feed = await openAlertsLive(proxy.url, login.json<{ token: string }>().token, {
      ca: proxy.ca,
    });
    expect(feed.protocol).toBe('surtidor-alerts');
    await feed.waitFor((m) => m.type === 'ready');
    feed.close();
  });

  it('refuses a body over the upload limit itself, 413 in Spanish, before any node sees it', async () => {
    const before = proxy.accessLog();
    const refused = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = postAnnouncing(proxy, '/api/reports/files?prefix=Pruebas%2F', 60 * 1024 * 1024);
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
      });
      req.on('error', reject);
      // Headers only: nginx answers from the Content-Length.
      req.flushHeaders();
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({
      message: 'El cuerpo de la solicitud es demasiado grande',
      code: 'payload_too_large',
    });
    // nginx logs the request once it is done with the connection.
    const refusedLine = /^413 POST \/api\/reports\/files - -$/m;
    for (
      const until = Date.now() + 15_000;
      !refusedLine.test(proxy.accessLog().slice(before.length));
    ) {
      expect(Date.now()).toBeLessThan(until);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('compresses, and keeps the hashed assets (immutable) so the node serves each once', async () => {
    const first = await request(proxy.url, hashedAsset, {
      ca: proxy.ca,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.body.length).toBeLessThan(assetText.length / 10);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-cache-status']).toBe('MISS');
    const second = await request(proxy.url, hashedAsset, {
      ca: proxy.ca,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    const json = await request(proxy.url, '/api/auth/options', {
      ca: proxy.ca,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.status).toBe(200);
  });

  it('on SIGTERM finishes the request in flight, refuses new connections, closes sockets with 1001, exits 0', async () => {
    const token = (
      await request(proxy.url, '/api/login', {
        ca: proxy.ca,
        method: 'POST',
        json: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      })
    ).json<{ token: string }>().token;
    const feed = await openAlertsLive(proxy.url, token, { ca: proxy.ca });
    await feed.waitFor((m) => m.type === 'ready');

    // An upload still arriving when the signal comes (straight to the node: nginx would buffer it).
    const content = Buffer.alloc(512 * 1024, 'x');
    const boundary = '----surtidordeploy';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lento.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const upload = http.request(`${nodeUrl}/api/reports/files?prefix=Pruebas%2F`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + content.length + tail.length),
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      upload.on('error', reject);
    });
    upload.write(head);
    upload.write(content.subarray(0, 1024));
    await new Promise((resolve) => setTimeout(resolve, 300));

    node.child.kill('SIGTERM');
    const closed = await feed.closed;
    expect(closed.code).toBe(1001);
    // No new connections...
    const port = Number(new URL(nodeUrl).port);
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    // ...while the one in flight is still served.
    upload.end(Buffer.concat([content.subarray(1024), tail]));
    const done = await answered;
    expect(done.status).toBe(201);
    expect(await node.exited).toEqual({ code: 0, signal: null });
    // Through the proxy: no node left, a 502 (nothing hangs).
    expect((await request(proxy.url, '/api/health', { ca: proxy.ca })).status).toBe(502);
  });
});

/** A POST through the proxy announcing `length` bytes of body. */
function postAnnouncing(proxy: DeployProxy, pathname: string, length: number) {
  return https.request(new URL(pathname, proxy.url), {
    method: 'POST',
    ca: proxy.ca,
    agent: false,
    headers: {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(length),
    },
  });
}
