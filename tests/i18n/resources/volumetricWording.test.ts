// The volumetric screens' wording as the operators were promised it, word for word (parity of
// the two languages is checked for every namespace by tests/i18n/resources.test.ts).
import { resources } from '@/i18n/resources';

it('keeps the agreed Spanish messages', () => {
  const es = resources.es.volumetric;
  expect(es.notFound).toBe('Sistema no encontrado');
  expect(es.list.add).toBe('Nuevo proveedor');
  expect(es.supplierForm.immutable).toBe(
    'El nombre y el alias no se pueden cambiar después de crear el proveedor.',
  );
  expect(es.supplierForm.created).toBe('Proveedor registrado');
  expect(es.supplier.addSystem).toBe('Nuevo sistema');
  expect(es.systemForm.created).toBe('Sistema creado');
  expect(es.systemForm.updated).toBe('Sistema actualizado');
  expect(es.systemForm.invalidJson).toBe('El cuerpo debe ser un JSON válido');
  expect(es.systemForm.auth.saved).toBe('Guardado — escribe uno nuevo para reemplazarlo');
  expect(es.test.title).toBe('Probar conexión');
  expect(es.sync.now).toBe('Sincronizar ahora');
  expect(es.sync.queued_other).toBe('Sincronización en cola: {{count}} estaciones');
  expect(es.systemForm.mapping).toMatchObject({
    folio: 'Folio',
    time: 'Fecha y hora',
    employee: 'Empleado',
    pump: 'Bomba',
    product: 'Producto',
    payment_type: 'Tipo de pago',
    volume: 'Volumen',
    price: 'Precio',
    amount: 'Importe',
  });
});
