// The company profile of a customer: which customer a request means (the user's
// own; administrators name one), reading it and saving it.
import { sql, type Kysely } from 'kysely';
import type { CompanyProfile, CompanyProfileInput } from '@/api/generated/settings.gen';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { COMPANY_PROFILE_FIELDS } from '@/lib/companyProfile';
import { forbidden, HttpError, notFound } from '../../errors';

export const CUSTOMER_NOT_FOUND = 'Cliente no encontrado';

/** The customer a settings request is about. */
export async function customerOf(
  db: Kysely<Database>,
  user: AuthUser,
  requested: number | undefined,
): Promise<number> {
  if (!user.isAdmin) {
    if (requested !== undefined && requested !== user.customerId) throw forbidden();
    if (user.customerId === null) throw notFound(CUSTOMER_NOT_FOUND);
    return user.customerId;
  }
  if (requested === undefined) {
    throw new HttpError(400, 'Elige el cliente', 'validation_failed', [
      { field: 'query.customer_id', rule: 'required', message: 'Elige el cliente' },
    ]);
  }
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', requested)
    .executeTakeFirst();
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row.id;
}

export async function loadCompanyProfile(
  db: Kysely<Database>,
  id: number,
): Promise<CompanyProfile> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'name', 'picture_url', ...COMPANY_PROFILE_FIELDS])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

export function profileValues(input: CompanyProfileInput) {
  return {
    legal_name: input.legal_name.trim(),
    rfc: blankToNull(input.rfc),
    address: blankToNull(input.address),
    city: blankToNull(input.city),
    state: blankToNull(input.state),
    postal_code: blankToNull(input.postal_code),
    contact_name: blankToNull(input.contact_name),
    contact_job_title: blankToNull(input.contact_job_title),
    contact_email: blankToNull(input.contact_email),
    contact_phone: blankToNull(input.contact_phone),
    invoice_email: blankToNull(input.invoice_email),
    cfdi_use: blankToNull(input.cfdi_use),
    tax_regime: blankToNull(input.tax_regime),
  };
}

/** Writes the profile's fields (throws the unique violation of a legal name already taken). */
export async function saveCompanyProfile(
  db: Kysely<Database>,
  customerId: number,
  input: CompanyProfileInput,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ ...profileValues(input), updated_at: sql<Date>`now()` })
    .where('id', '=', customerId)
    .execute();
}

export async function setCompanyPicture(
  db: Kysely<Database>,
  customerId: number,
  url: string,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ picture_url: url, updated_at: sql<Date>`now()` })
    .where('id', '=', customerId)
    .execute();
}
