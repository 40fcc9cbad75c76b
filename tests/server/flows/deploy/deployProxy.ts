// The deploy recipes' nginx, for the deploy tests: deploy/nginx/surtidor.conf.template rendered
// as an operator renders it (envsubst of its SURTIDOR_* placeholders: addresses and paths only),
// included by a minimal main configuration in a temporary prefix (nginx -p -c, daemon off,
// logs there), listening on 127.0.0.1 with a self-signed certificate openssl makes now. Also
// an HTTPS client that trusts that certificate, and the recipes' environment files as
// key/value pairs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort, projectRoot } from '../../../../scripts/lib/productionServer';

export const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
export const DEPLOY_DIR = path.join(projectRoot, 'deploy');
export const TEMPLATE = path.join(DEPLOY_DIR, 'nginx/surtidor.conf.template');

/** The placeholders the template documents, each an address or a path. */
export const TEMPLATE_VARIABLES = [
  'SURTIDOR_SERVER_NAME',
  'SURTIDOR_HTTP_LISTEN',
  'SURTIDOR_HTTPS_LISTEN',
  'SURTIDOR_UPSTREAM_SERVERS',
  'SURTIDOR_TLS_CERTIFICATE',
  'SURTIDOR_TLS_KEY',
  'SURTIDOR_CACHE_DIR',
] as const;

/** envsubst with a list of names: `${NAME}` of those names only, anything else left as is. */
export function renderTemplate(
  template: string,
  values: Record<(typeof TEMPLATE_VARIABLES)[number], string>,
): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) =>
    name in values ? values[name as keyof typeof values] : whole,
  );
}

/** KEY=value lines of an environment file (comments and blank lines skipped). */
export function readEnvFile(file: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

export interface DeployProxy {
  /** https://127.0.0.1:port */
  url: string;
  httpUrl: string;
  /** The certificate clients must trust. */
  ca: Buffer;
  /** nginx's error log so far. */
  errorLog(): string;
  /** One line per request: status, upstream address and upstream status. */
  accessLog(): string;
  stop(): Promise<void>;
}

/** Starts nginx in front of `upstreams` (host:port each). */
export async function startDeployProxy(upstreams: string[]): Promise<DeployProxy> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-nginx-'));
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(prefix, 'privkey.pem'),
      '-out',
      path.join(prefix, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const site = renderTemplate(fs.readFileSync(TEMPLATE, 'utf8'), {
    SURTIDOR_SERVER_NAME: '127.0.0.1',
    SURTIDOR_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    SURTIDOR_HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    SURTIDOR_UPSTREAM_SERVERS: upstreams.map((u) => `server ${u};`).join(' '),
    SURTIDOR_TLS_CERTIFICATE: path.join(prefix, 'fullchain.pem'),
    SURTIDOR_TLS_KEY: path.join(prefix, 'privkey.pem'),
    SURTIDOR_CACHE_DIR: path.join(prefix, 'cache'),
  });
  fs.writeFileSync(path.join(prefix, 'surtidor.conf'), site);
  // What Debian's /etc/nginx/nginx.conf gives the site file, in this prefix.
  // Workers as this user, also when it is root (they would be nobody, locked out of the prefix).
  const main = `daemon off;
user ${os.userInfo().username};
master_process on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log info;
events { worker_connections 512; }
http {
  log_format upstreams '$status $request_method $uri $upstream_addr $upstream_status';
  access_log ${prefix}/access.log upstreams;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  default_type application/octet-stream;
  include ${prefix}/surtidor.conf;
}
`;
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), main);
  const read = (name: string) => {
    try {
      return fs.readFileSync(path.join(prefix, name), 'utf8');
    } catch {
      return '';
    }
  };
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ca = fs.readFileSync(path.join(prefix, 'fullchain.pem'));
  const url = `https://127.0.0.1:${httpsPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT'); // nginx's graceful stop
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  // Ready once it answers, on its http redirect (a request for the nodes now would have nginx
  // mark them down for fail_timeout if they are not started yet).
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = read('error.log');
      await stop();
      throw new Error(`nginx exited: ${output}\n${log}`);
    }
    const answered = await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' }).then(
      (res) => res.status === 301,
      () => false,
    );
    if (answered) break;
    if (Date.now() > until) {
      const log = read('error.log');
      await stop();
      throw new Error(`nginx did not answer in 15 s: ${output}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca,
    errorLog: () => read('error.log'),
    accessLog: () => read('access.log'),
    stop,
  };
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  ca: Buffer;
  method?: string;
  token?: string;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * One request over HTTPS to `base` + `pathname`, on a connection of its own, trusting `ca`;
 * rejects only when no answer arrives.
 */
export function request(base: string, pathname: string, options: RequestOptions): Promise<Reply> {
  const url = new URL(pathname, base);
  const body =
    options.json === undefined ? options.body : Buffer.from(JSON.stringify(options.json));
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      {
        method: options.method ?? 'GET',
        ca: options.ca,
        agent: false,
        headers: {
          ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const data = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            json: <T>() => JSON.parse(data.toString('utf8')) as T,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url.href} in time`)));
    req.on('error', reject);
    req.end(body);
  });
}
