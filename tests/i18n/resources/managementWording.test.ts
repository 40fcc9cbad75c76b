// The spec's wording in the management catalogues (parity of the two languages is checked for
// every namespace by tests/i18n/resources.test.ts).
import { resources } from '@/i18n/resources';

describe('management catalogue wording', () => {
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
    expect(resources.es.reportSchedules.saved).toBe('Cambios guardados correctamente');
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
