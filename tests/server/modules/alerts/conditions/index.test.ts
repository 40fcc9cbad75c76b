// A condition kind is defined once (conditions/<kind>.ts, listed in conditions/index.ts) and
// every other place that names the kinds must say the same: the contract's AlertConditionKind
// enum and its details schema per kind, the database's CHECK of alert_rules.condition_kind (read
// from the migrated schema), the parameters and screen flags the rule form shares
// (@/lib/alerts/conditionKinds), and the catalogue's names, hints and summaries in Spanish and
// English (the server's Spanish label is the catalogue's). A kind added or removed in one place
// and not another fails here.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { CONDITIONS, DEFINITIONS, kindsOf } from '@/server/modules/alerts/conditions';
import {
  CONDITION_FLAGS,
  CONDITION_KINDS,
  CONDITION_PARAMETERS,
} from '@/lib/alerts/conditionKinds';
import esAlertRules from '@/i18n/locales/es/alertRules.json';
import enAlertRules from '@/i18n/locales/en/alertRules.json';
import { freshTestDatabase, type TestDatabase } from '../../../../support/databaseTemplates';

interface Schema {
  enum?: string[];
  anyOf?: { $ref: string }[];
  properties?: Record<string, unknown>;
}
const contract = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../../../openapi/surtidor.json'), 'utf8'),
) as { components: { schemas: Record<string, Schema> } };
const schemas = contract.components.schemas;

const KINDS = DEFINITIONS.map((d) => d.kind);
const sorted = (list: Iterable<string>) => [...list].sort();

/** The kinds a stored `in (...)` CHECK allows, from its definition as the database prints it. */
function checkedValues(definition: string): string[] {
  return [...definition.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe('the condition kinds', () => {
  it('are each defined once, and CONDITIONS finds each definition by its kind', () => {
    expect(new Set(KINDS).size).toBe(KINDS.length);
    for (const d of DEFINITIONS) expect(CONDITIONS[d.kind]).toBe(d);
    expect(sorted(Object.keys(CONDITIONS))).toEqual(sorted(KINDS));
  });

  it('each belong to one family, which evaluates them', () => {
    const families = ['prices', 'operations', 'sales', 'service', 'compliance'] as const;
    expect(sorted(families.flatMap((f) => kindsOf(f)))).toEqual(sorted(KINDS));
  });

  it("are the contract's AlertConditionKind enum, in its order", () => {
    expect(schemas.AlertConditionKind!.enum).toEqual(KINDS);
  });

  it('have the parameters and screen flags the rule form shares', () => {
    expect(CONDITION_KINDS).toEqual(KINDS);
    expect(sorted(Object.keys(CONDITION_FLAGS))).toEqual(sorted(KINDS));
    for (const d of DEFINITIONS) expect(d.parameters).toEqual(CONDITION_PARAMETERS[d.kind]);
  });

  it("each have a details schema in the contract, listed in AlertDetails (the alerts' and the preview's details)", () => {
    for (const d of DEFINITIONS) {
      expect(schemas[d.detailsSchema]?.properties).toBeDefined();
    }
    const listed = (schemas.AlertDetails!.anyOf ?? []).map((s) => s.$ref.split('/').pop());
    expect(sorted(listed as string[])).toEqual(sorted(DEFINITIONS.map((d) => d.detailsSchema)));
  });

  it.each([
    ['es', esAlertRules],
    ['en', enAlertRules],
  ])('each have a name, a hint and a summary in the %s catalogue', (_language, catalogue) => {
    expect(sorted(Object.keys(catalogue.kinds))).toEqual(sorted(KINDS));
    expect(sorted(Object.keys(catalogue.kindHints))).toEqual(sorted(KINDS));
    const summaries = new Set(
      Object.keys(catalogue.summary).map((k) => k.replace(/_(one|other)$/, '')),
    );
    for (const kind of KINDS) expect(summaries.has(kind)).toBe(true);
    for (const d of DEFINITIONS) {
      expect(d.catalogueKey).toBe(`kinds.${d.kind}`);
    }
  });

  it("are named in the server's Spanish messages as in the Spanish catalogue", () => {
    const names = esAlertRules.kinds as Record<string, string>;
    for (const d of DEFINITIONS) expect(d.label).toBe(names[d.kind]);
  });

  describe('in the database', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await freshTestDatabase(false);
    });
    afterAll(() => database.close());

    it("are the values alert_rules.condition_kind's CHECK allows", async () => {
      const { rows } = await sql<{ definition: string }>`
        select pg_get_constraintdef(k.oid) as definition from pg_constraint k
        where k.conrelid = 'alert_rules'::regclass and k.contype = 'c'
          and pg_get_constraintdef(k.oid) like '%condition_kind%'`.execute(database.handle.db);
      expect(rows).toHaveLength(1);
      expect(sorted(checkedValues(rows[0]!.definition))).toEqual(sorted(KINDS));
    });
  });
});
