// The management part of the demo: the customers' company details, shifts for every demo
// station, two report contacts per customer, the editor's report permissions and one
// volumetric supplier with its system (so the station's volumetric tab has something to pick).
// Runs inside loadDemo's transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const SHIFTS = [
  { shift: 1, starts_at: '06:00', ends_at: '14:00' },
  { shift: 2, starts_at: '14:00', ends_at: '22:00' },
  { shift: 3, starts_at: '22:00', ends_at: '06:00' },
];

export async function loadManagementDemo(trx: Kysely<Database>): Promise<void> {
  const customers = await trx
    .selectFrom('customers')
    .select(['id', 'legal_name'])
    .orderBy('id')
    .execute();
  const stations = await trx
    .selectFrom('gas_stations')
    .select(['id', 'customer_id'])
    .orderBy('id')
    .execute();

  for (const [index, customer] of customers.entries()) {
    await trx
      .updateTable('customers')
      .set({
        address:
          index === 0
            ? 'Av. Universidad 1001, Col. Bosques del Prado'
            : 'Blvd. Bernardo Quintana 4100',
        postal_code: index === 0 ? '20127' : '76090',
        contact_name: index === 0 ? 'Laura Gómez' : 'Ricardo Núñez',
        contact_job_title: 'Gerente de operaciones',
        contact_email: index === 0 ? 'operaciones@surtidordemo.mx' : 'operaciones@bajiodemo.mx',
        contact_phone: index === 0 ? '4491112233' : '4422223344',
        invoice_email: index === 0 ? 'facturas@surtidordemo.mx' : 'facturas@bajiodemo.mx',
        cfdi_use: 'G03',
        tax_regime: '601',
      })
      .where('id', '=', customer.id)
      .execute();
    const own = stations.filter((s) => s.customer_id === customer.id).map((s) => s.id);
    const contacts = await trx
      .insertInto('contacts')
      .values([
        {
          customer_id: customer.id,
          name: index === 0 ? 'Marta Ríos' : 'Jorge Salas',
          email: index === 0 ? 'marta.rios@surtidordemo.mx' : 'jorge.salas@bajiodemo.mx',
          telephone: index === 0 ? '4495550101' : '4425550101',
        },
        {
          customer_id: customer.id,
          name: index === 0 ? 'Óscar Luna' : 'Elisa Mora',
          email: null,
          telephone: index === 0 ? '4495550102' : '4425550102',
        },
      ])
      .returning('id')
      .execute();
    const links = contacts.flatMap((c) =>
      own.map((gas_station_id) => ({ contact_id: c.id, gas_station_id })),
    );
    if (links.length > 0) await trx.insertInto('contact_gas_stations').values(links).execute();
  }

  if (stations.length > 0) {
    await trx
      .insertInto('gas_station_shifts')
      .values(stations.flatMap((s) => SHIFTS.map((shift) => ({ gas_station_id: s.id, ...shift }))))
      .execute();
  }

  const editor = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'editor@demo.surtidor.mx')
    .executeTakeFirst();
  if (editor) {
    await trx
      .insertInto('user_report_permissions')
      .values({ user_id: editor.id, weekly_executive: true, monthly: true, price: true })
      .execute();
  }

  const supplier = await trx
    .insertInto('volumetric_suppliers')
    .values({ name: 'Controles Volumétricos del Centro', alias: 'cvc' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('volumetric_systems')
    .values({ volumetric_supplier_id: supplier.id, name: 'CVC Nube' })
    .execute();
}
