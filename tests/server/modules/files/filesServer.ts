// A test server whose storage is a fresh temporary folder: the demo (which reads the process
// environment) and the app (which gets `env`) must agree on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from '../../../support/testServer';

export interface FilesTestServer extends TestServer {
  storageDir: string;
}

export async function startFilesServer(options: TestServerOptions = {}): Promise<FilesTestServer> {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-files-'));
  const env = { STORAGE_DIR: storageDir, ...options.env };
  const previous = { ...process.env };
  Object.assign(process.env, env);
  try {
    const server = await startTestServer({ ...options, env });
    return {
      ...server,
      storageDir,
      async close() {
        await server.close();
        fs.rmSync(storageDir, { recursive: true, force: true });
      },
    };
  } finally {
    for (const name of Object.keys(env)) {
      if (previous[name] === undefined) delete process.env[name];
      else process.env[name] = previous[name];
    }
  }
}

export const EDITOR_ROOT = 'Grupo Surtidor Demo S.A. de C.V./';
export const BAJIO_ROOT = 'Combustibles del Bajío Demo S.A. de C.V./';
