// The identity providers administrators configure. The client secret is kept sealed (the
// connectors' secret box) and only this store opens it, for a sign-in; the API never sees it.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { SsoProviders } from '../../db/schema.gen';

export type ProviderRow = Selectable<SsoProviders>;

export interface ProviderValues {
  name: string;
  issuer_url: string;
  client_id: string;
  allowed_domains: string[];
  enabled: boolean;
  auto_create: boolean;
  auto_create_customer_id: number | null;
  auto_create_role_id: number | null;
  trust_idp_mfa: boolean;
}

export function listProviders(db: Kysely<Database>): Promise<ProviderRow[]> {
  return db.selectFrom('sso_providers').selectAll().orderBy('name').orderBy('id').execute();
}

export function listEnabledProviders(db: Kysely<Database>) {
  return db
    .selectFrom('sso_providers')
    .select(['id', 'name'])
    .where('enabled', '=', true)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findProvider(db: Kysely<Database>, id: number): Promise<ProviderRow | undefined> {
  return db.selectFrom('sso_providers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertProvider(
  db: Kysely<Database>,
  values: ProviderValues,
  sealedSecret: string,
): Promise<ProviderRow> {
  return db
    .insertInto('sso_providers')
    .values({ ...values, client_secret_sealed: sealedSecret })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateProvider(
  db: Kysely<Database>,
  id: number,
  values: ProviderValues,
  sealedSecret: string | null,
): Promise<ProviderRow | undefined> {
  return db
    .updateTable('sso_providers')
    .set({
      ...values,
      ...(sealedSecret === null ? {} : { client_secret_sealed: sealedSecret }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteProvider(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('sso_providers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function customerExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
