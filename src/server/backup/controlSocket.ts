// The embedded database cannot be opened by a second process while a server holds it: PGlite
// takes no lock, and two instances writing one data folder corrupt it. So `cli backup` asks the
// running server, through a Unix socket in DATA_DIR (mode 0600: only the server's user), to
// make the backup with its own database worker. One request per connection, one JSON line
// each way:  -> {"op":"backup","to":"/abs/file.tar.gz"}   <- {"ok":true,"summary":{...}}
//                                                          <- {"ok":false,"error":"..."}
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BackupError } from './format';
import type { BackupSummary } from './makeBackup';

export const CONTROL_SOCKET = 'control.sock';
export const controlSocketPath = (dataDir: string) => path.join(dataDir, CONTROL_SOCKET);

const BUSY = 'Ya hay un respaldo en curso en este servidor; espera a que termine.';

/** Whether a server listens on the data folder's control socket (a stale file does not count). */
export function serverAnswersOn(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(controlSocketPath(dataDir));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ControlSocket {
  close(): Promise<void>;
}

export interface ControlSocketOptions {
  dataDir: string;
  backup: (to: string) => Promise<BackupSummary>;
  log: FastifyBaseLogger;
}

/**
 * Refuses to open an embedded folder that another process holds (PGlite keeps postmaster.pid
 * while open) when no server answered on its socket: a server whose socket could not be made,
 * or one that was killed (then starting and stopping it once clears the file).
 */
export function assertEmbeddedFolderFree(pgliteDir: string): void {
  if (fs.existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    throw new BackupError(
      `La base de datos embebida de ${pgliteDir} parece abierta por otro proceso (existe ` +
        `postmaster.pid) y ningún servidor responde en ${CONTROL_SOCKET}: detén ese proceso antes ` +
        'de usarla desde la línea de comandos. Si no hay ninguno (un servidor terminado a la ' +
        'fuerza), inicia y detén el servidor una vez.',
    );
  }
}

/** Listens on DATA_DIR/control.sock; a stale socket left by a killed server is replaced. */
export async function startControlSocket(options: ControlSocketOptions): Promise<ControlSocket> {
  const file = controlSocketPath(options.dataDir);
  if (await serverAnswersOn(options.dataDir)) {
    throw new Error(`another server answers on ${file}: two servers must not share DATA_DIR`);
  }
  fs.rmSync(file, { force: true });
  let running: Promise<unknown> | null = null;
  const server = net.createServer((socket) => {
    let input = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      input += chunk.toString('utf8');
      const end = input.indexOf('\n');
      if (end === -1) {
        if (input.length > 64 * 1024) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      void answer(input.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  const answer = async (line: string): Promise<object> => {
    let request: { op?: unknown; to?: unknown };
    try {
      request = JSON.parse(line) as typeof request;
    } catch {
      return { ok: false, error: 'Petición inválida.' };
    }
    if (request.op !== 'backup' || typeof request.to !== 'string' || !path.isAbsolute(request.to)) {
      return { ok: false, error: 'Petición inválida.' };
    }
    if (running) return { ok: false, error: BUSY };
    const to = request.to;
    options.log.info(`backup requested through ${CONTROL_SOCKET}: ${to}`);
    const work = options.backup(to);
    running = work;
    try {
      return { ok: true, summary: await work };
    } catch (error) {
      options.log.error({ err: error }, 'backup failed');
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    } finally {
      running = null;
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

/**
 * Asks the server running on `dataDir` to write a backup to `to`; null when no server answers
 * (the caller then opens the database itself).
 */
export async function requestBackup(dataDir: string, to: string): Promise<BackupSummary | null> {
  if (!(await serverAnswersOn(dataDir))) return null;
  const reply = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.write(`${JSON.stringify({ op: 'backup', to: path.resolve(to) })}\n`);
  });
  let parsed: { ok?: boolean; summary?: BackupSummary; error?: string };
  try {
    parsed = JSON.parse(reply) as typeof parsed;
  } catch {
    throw new BackupError('El servidor cerró la conexión sin terminar el respaldo.');
  }
  if (!parsed.ok || !parsed.summary) throw new BackupError(parsed.error ?? 'El respaldo falló.');
  return parsed.summary;
}
