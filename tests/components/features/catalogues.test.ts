// The namespaces of these screens: the same keys in Spanish and English, no empty text, and the
// same {{placeholders}} in both languages.
import { resources } from '@/i18n/resources';

const NAMESPACES = ['auth', 'shell', 'profile', 'home', 'metrics', 'errors'] as const;

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
      expect(en[key]?.trim()).not.toBe('');
      expect([key, placeholders(en[key] ?? '')]).toEqual([key, placeholders(text)]);
    }
  });
});

describe('spec wording', () => {
  it('keeps the messages of the spec word for word', () => {
    expect(resources.es.errors.network).toBe('Error en comunicación con el servidor');
    expect(resources.es.errors.generic).toBe('There was an error communicating with the server.');
    expect(resources.en.errors.generic).toBe('There was an error communicating with the server.');
    expect(resources.es.errors.unexpected).toBe('Ocurrió un error inesperado.');
    expect(resources.es.auth.errors.wrongCredentials).toBe('Usuario o contraseña incorrecta');
    expect(resources.es.auth.newPassword).toMatchObject({
      title: 'Nueva contraseña',
      submit: 'Guardar e iniciar sesión',
      mismatch: 'Las contraseñas no coinciden',
      weak: 'La contraseña es demasiado débil. Por favor, cumple con todos los requisitos.',
      success: 'Contraseña actualizada correctamente',
      failed: 'Ocurrió un error al cambiar la contraseña',
      postFailed: 'Error al procesar el cambio de contraseña. Por favor, inténtalo de nuevo.',
    });
    expect(resources.es.profile.email.invalid).toBe('El correo no es válido');
    expect(resources.es.profile.email.success).toBe('Perfil editado correctamente');
    expect(resources.es.shell.titles.Metrics).toBe('Metricas');
    expect(resources.es.shell.forbidden.title).toBe('No tienes acceso a esta sección');
  });

  it('has the English menu labels of the spec', () => {
    expect(resources.en.shell.menu).toMatchObject({
      global: 'Global',
      metrics: 'Metrics',
      data: 'Data',
      price: 'Price',
      weekly: 'Weekly',
      monthly: 'Monthly',
      reports: 'Reports',
      goals: 'Goals',
      gasStations: 'Gas stations',
      cameras: 'Cameras',
      assets: 'Assets',
      users: 'Users',
      gasUsers: 'Gas Users',
      ticketsUpload: 'Tickets Upload',
      volumetricSuppliers: 'Volumetric Suppliers',
      vms: 'VMS',
      settings: 'Settings',
      changePassword: 'Change Password',
      logout: 'Log out',
      dashboard: 'Dashboard',
    });
  });
});
