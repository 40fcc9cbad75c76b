// Customers (agencies / companies owning stations), for administrators.
import type { CustomerList } from '@/api/generated/customers.gen';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';

async function listCustomers(ctx: HandlerContext): Promise<CustomerList> {
  const rows = await ctx.db
    .selectFrom('customers as c')
    .leftJoin('gas_stations as g', 'g.customer_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.legal_name',
      'c.name',
      eb.fn.count<number>('g.id').as('station_count'),
    ])
    .groupBy(['c.id', 'c.legal_name', 'c.name'])
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  const items = rows.map((r) => ({ ...r, station_count: Number(r.station_count) }));
  return { items, total: items.length };
}

export const handlers = { listCustomers } satisfies OperationHandlers;
