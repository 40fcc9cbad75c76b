// The spec's wording in the shell, auth, profile and error catalogues (parity of the two
// languages is checked for every namespace by tests/i18n/resources.test.ts).
import { resources } from '@/i18n/resources';

describe('spec wording', () => {
  it('keeps the messages of the spec word for word', () => {
    expect(resources.es.errors.network).toBe('Error en comunicación con el servidor');
    expect(resources.es.errors.server).toBe('Error en servidor: Contacte a soporte');
    expect(resources.es.errors.forbidden).toBe('No Tienes Permisos Para Realizar Esta Acción');
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
