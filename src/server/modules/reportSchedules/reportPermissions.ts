// Which report types a user may receive or ask for: weekly and daily for everybody, the rest
// by the user's report permissions (Settings › Users).
import type { Kysely } from 'kysely';
import type { Database, ReportType } from '../../db/schema';

export async function userAllowance(
  db: Kysely<Database>,
  userId: number,
): Promise<(type: ReportType) => boolean> {
  const row = await db
    .selectFrom('user_report_permissions')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (type) => {
    if (type === 'weekly' || type === 'daily') return true;
    return Boolean(row?.[type]);
  };
}
