// The management namespaces: the same keys in Spanish and English, no empty text, the same
// {{placeholders}}, and the spec's wording where part 2 gives it.
import { resources } from '@/i18n/resources';

const NAMESPACES = [
  'gasStations',
  'reportConfigs',
  'forms',
  'users',
  'settings',
  'gasUsers',
  'goals',
  'cameras',
  'assets',
  'provider',
] as const;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const es = flatten(resources.es[ns]);
  const en = flatten(resources.en[ns]);

  it('has the same keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('has no empty text and the same placeholders', () => {
    for (const [key, text] of Object.entries(es)) {
      expect(text.trim()).not.toBe('');
      expect([key, placeholders(en[key] ?? '')]).toEqual([key, placeholders(text)]);
    }
  });
});

describe('spec wording (part 2)', () => {
  it('keeps the messages and labels of the spec', () => {
    expect(resources.es.gasStations.registry.notFound).toBe(
      'Ninguna estación registrada coincide con ese permiso',
    );
    expect(resources.es.settings.token.noPermission).toBe(
      'No Tienes Permisos Para Realizar Esta Acción',
    );
    expect(resources.en.settings.token.noPermission).toBe(
      'No Tienes Permisos Para Realizar Esta Acción',
    );
    expect(resources.es.users.form.created).toBe('Usuario creado correctamente');
    expect(resources.es.users.delete.success).toBe('Usuario eliminado correctamente');
    expect(resources.es.goals.form.created).toBe('Meta creada correctamente');
    expect(resources.es.goals.delete.success).toBe('Meta eliminada correctamente');
    expect(resources.es.cameras.form.created).toBe('Cámara creada correctamente');
    expect(resources.es.gasStations.rivals.removed).toBe('Competidor eliminado correctamente');
    expect(resources.es.gasStations.form.created).toBe('Gasolinera creada correctamente');
    expect(resources.es.gasStations.form.edited).toBe('Gasolinera editada correctamente');
    expect(resources.es.reportConfigs.saved).toBe('Cambios guardados correctamente');
    expect(resources.es.settings.token.generated).toBe('Token generado correctamente');
    expect(resources.es.settings.token.copied).toBe('Token copiado correctamente');
    expect(Object.values(resources.es.settings.tabs)).toEqual([
      'Perfil de la empresa',
      'Reportes',
      'Usuarios',
      'Token de proveedor',
    ]);
    expect(Object.values(resources.en.gasStations.detail.tabs)).toEqual([
      'General',
      'Operators',
      'Reports',
      'Rivals',
      'Station shifts',
      'Station volumetric system',
    ]);
  });
});
