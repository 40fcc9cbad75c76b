// Every migration, in order. Listed statically because the server is bundled by esbuild (no
// folder to scan at run time). To add one: create NNNN_name.ts next to this file and append it
// here; the key is the name recorded in kysely_migration, so never rename a key.
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_metrics';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_metrics': m0002,
};
