import { Settings } from 'luxon';
import {
  auditDateTime,
  objectLabel,
  valueText,
  type AuditRecord,
} from '@/features/audit/components/auditText';
import { createI18n } from '@/i18n';
import { resources } from '@/i18n/resources';
import { AUDITED_OPERATIONS } from '@/server/audit/operations';

const systemZone = Settings.defaultZone;
beforeAll(() => {
  Settings.defaultZone = 'America/Mexico_City';
});
afterAll(() => {
  Settings.defaultZone = systemZone;
});

describe('auditDateTime', () => {
  it('writes the instant on the browser clock to the second, the month in words', () => {
    expect(auditDateTime('2026-03-02T16:41:07.000Z', 'es')).toBe('2 mar 2026, 10:41:07');
    expect(auditDateTime('2026-03-02T16:41:07.000Z', 'en-US')).toBe('2 Mar 2026, 10:41:07');
    // Before 06:00 UTC it is still the day before in Mexico.
    expect(auditDateTime('2026-03-02T05:59:59.000Z', 'es-MX')).toBe('1 mar 2026, 23:59:59');
  });
});

describe('objectLabel', () => {
  const t = createI18n('es').getFixedT('es', 'audit');
  const object = (type: string | null, id: string | null): AuditRecord['object'] => ({ type, id });

  it("names the object's type in the interface's language, with its id", () => {
    expect(objectLabel(t, object('gas_station', '7'))).toBe('Estación 7');
    expect(objectLabel(t, object('sso_provider', '2'))).toBe(
      'Proveedor de inicio de sesión único 2',
    );
    expect(objectLabel(t, object('user', null))).toBe('Usuario');
    expect(objectLabel(createI18n('en').getFixedT('en', 'audit'), object('user', '3'))).toBe(
      'User 3',
    );
  });

  it('shows a type it does not know as recorded, and nothing without one', () => {
    expect(objectLabel(t, object('brand_new_thing', '1'))).toBe('brand_new_thing 1');
    expect(objectLabel(t, object(null, '1'))).toBe('—');
  });
});

describe('valueText', () => {
  it('writes a recorded value: absent as a dash, text as is, anything else as JSON', () => {
    expect(valueText(undefined)).toBe('—');
    expect(valueText(null)).toBe('—');
    expect(valueText('Servicio Lomas')).toBe('Servicio Lomas');
    expect(valueText('')).toBe('');
    expect(valueText(0)).toBe('0');
    expect(valueText(false)).toBe('false');
    expect(valueText([1, 2])).toBe('[1,2]');
    expect(valueText({ dashboard: true })).toBe('{"dashboard":true}');
  });
});

describe("the screen's catalogue", () => {
  // What the server records (src/server/audit/operations.ts) is what the screen must name.
  const recorded = Object.entries(AUDITED_OPERATIONS).filter(([, d]) => d.record !== 'none');
  const types = new Set(
    recorded.flatMap(([, d]) => ('object' in d && d.object ? [d.object.type] : [])),
  );

  it.each(['es', 'en'] as const)('names every recorded operation and object type (%s)', (lang) => {
    const audit = resources[lang].audit as {
      operations: Record<string, string>;
      objectTypes: Record<string, string>;
    };
    expect(recorded.map(([id]) => id).filter((id) => !(id in audit.operations))).toEqual([]);
    expect([...types].filter((type) => !(type in audit.objectTypes))).toEqual([]);
  });
});
