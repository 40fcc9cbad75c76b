import { sql } from 'kysely';
import type { JsonObject } from '../../db/schema';

/**
 * A jsonb value sent as text and cast by the database: both drivers (pg and PGlite) then store
 * the same thing, whatever each would have made of a plain object or string parameter.
 */
export const jsonb = (value: unknown) => sql<JsonObject>`(${JSON.stringify(value)}::text)::jsonb`;
