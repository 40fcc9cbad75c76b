// Volumetric suppliers and their systems (administrators). Every change also refreshes the
// station form's supplier picker (listVolumetricOptions, tag VolumetricOptions).
import { volumetricApi } from './generated/volumetric.gen';

const SUPPLIER_LIST = { type: 'VolumetricSupplier', id: 'LIST' } as const;

const api = volumetricApi.enhanceEndpoints({
  endpoints: {
    listVolumetricSuppliers: { providesTags: [SUPPLIER_LIST] },
    getVolumetricSupplier: {
      providesTags: (_result, _error, arg) => [{ type: 'VolumetricSupplier', id: arg.id }],
    },
    createVolumetricSupplier: { invalidatesTags: [SUPPLIER_LIST, 'VolumetricOptions'] },
    getVolumetricSystem: {
      providesTags: (_result, _error, arg) => [{ type: 'VolumetricSystem', id: arg.id }],
    },
    createVolumetricSystem: {
      invalidatesTags: (_result, _error, arg) => [
        SUPPLIER_LIST,
        { type: 'VolumetricSupplier', id: arg.volumetricSupplierId },
        'VolumetricOptions',
      ],
    },
    updateVolumetricSystem: {
      invalidatesTags: (_result, _error, arg) => [
        SUPPLIER_LIST,
        { type: 'VolumetricSupplier', id: arg.volumetricSupplierId },
        { type: 'VolumetricSystem', id: arg.id },
        'VolumetricOptions',
      ],
    },
    // A queued pull changes the stations' run state (and, later, the tickets received).
    pullVolumetricSystem: {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'VolumetricSupplier', id: arg.volumetricSupplierId },
        { type: 'VolumetricSystem', id: arg.id },
      ],
    },
  },
});

export const {
  useListVolumetricSuppliersQuery,
  useCreateVolumetricSupplierMutation,
  useGetVolumetricSupplierQuery,
  useCreateVolumetricSystemMutation,
  useTestVolumetricConnectionMutation,
  useGetVolumetricSystemQuery,
  useUpdateVolumetricSystemMutation,
  usePullVolumetricSystemMutation,
} = api;
export type {
  HttpMethod,
  VolumetricConnectionTest,
  VolumetricConnectionTestInput,
  VolumetricDateFormat,
  VolumetricMappedRow,
  VolumetricMapper,
  VolumetricParamPlace,
  VolumetricStationSync,
  VolumetricSupplier,
  VolumetricSupplierInput,
  VolumetricSupplierSummary,
  VolumetricSystem,
  VolumetricSystemInput,
  VolumetricSystemSummary,
  VolumetricTestStep,
} from './generated/volumetric.gen';
