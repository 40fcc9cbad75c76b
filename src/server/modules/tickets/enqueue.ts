// The one place an import is started.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { importTicketUpload } from './importUpload';

/** What the in-process run needs; the job queue supplies it itself. */
export interface InProcessImportDeps {
  config: ServerConfig;
  log: FastifyBaseLogger;
}

export async function enqueueTicketImport(
  db: Kysely<Database>,
  uploadId: number,
  inProcess: InProcessImportDeps,
): Promise<void> {
  // Wired to the job queue at merge.
  setImmediate(() => {
    importTicketUpload({ db, config: inProcess.config, log: inProcess.log }, uploadId).catch(
      (error: unknown) => inProcess.log.error({ err: error, uploadId }, 'ticket import failed'),
    );
  });
}
