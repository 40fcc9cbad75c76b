// PLACEHOLDER while the connector is built in parallel: replaced by the real handlers.
import { HttpError } from '../../errors';

const pending = async (): Promise<never> => {
  throw new HttpError(501, 'Función en construcción', 'not_implemented');
};

export const handlers = {
  listVolumetricSuppliers: pending,
  createVolumetricSupplier: pending,
  getVolumetricSupplier: pending,
  createVolumetricSystem: pending,
  testVolumetricConnection: pending,
  getVolumetricSystem: pending,
  updateVolumetricSystem: pending,
  pullVolumetricSystem: pending,
};
