// Gas stations: the user's list (cached 15 minutes) and their management.
import {
  gasStationsApi,
  type SearchRivalCandidatesApiArg,
  type UploadGasStationBrandPhotoApiArg,
} from './generated/gasStations.gen';
import { CACHE, TOAST_ON_ERROR } from './cache';
import { photoForm } from './photoForm';

const api = gasStationsApi.enhanceEndpoints({
  endpoints: {
    listGasStations: { providesTags: ['GasStation'], keepUnusedDataFor: CACHE.fifteenMinutes },
    getGasStation: {
      providesTags: (_result, _error, arg) => [{ type: 'GasStationDetail', id: arg.id }],
    },
    createGasStation: { invalidatesTags: ['GasStation'] },
    // A station's volumetric link changes its system's stations and counts.
    updateGasStation: {
      invalidatesTags: (_result, _error, arg) => [
        'GasStation',
        { type: 'GasStationDetail', id: arg.id },
        'VolumetricSupplier',
        'VolumetricSystem',
      ],
    },
    deleteGasStation: { invalidatesTags: ['GasStation'] },
    listGasStationOperators: { providesTags: ['User'] },
    listGasStationContacts: { providesTags: ['Contact'] },
    listVolumetricOptions: {
      providesTags: ['VolumetricOptions'],
      keepUnusedDataFor: CACHE.fiveMinutes,
    },
    uploadGasStationBrandPhoto: {
      query: (arg: UploadGasStationBrandPhotoApiArg) => ({
        url: `/api/gas_stations/${arg.id}/brand_photo`,
        method: 'PUT',
        body: photoForm(arg.body.file),
      }),
      invalidatesTags: (_result, _error, arg) => [
        'GasStation',
        { type: 'GasStationDetail', id: arg.id },
      ],
    },
    deleteGasStationBrandPhoto: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'GasStationDetail', id: arg.id }],
    },
    // Permits hold slashes (PL/658/EXP/ES/2015): the generated query puts the path parameter in
    // as is, so it is encoded here to stay one path segment.
    searchRivalCandidates: {
      providesTags: ['Rival'],
      query: (arg: SearchRivalCandidatesApiArg) => ({
        url: `/api/gas_stations/rivals/city/${encodeURIComponent(arg.permission)}`,
        params: {
          start_date: arg.startDate,
          end_date: arg.endDate,
          state: arg.state,
          municipality: arg.municipality,
          search: arg.search,
          radius_km: arg.radiusKm,
          items: arg.items,
        },
      }),
    },
  },
});
TOAST_ON_ERROR.add('listVolumetricOptions');

export const {
  useListGasStationsQuery,
  useGetGasStationQuery,
  useCreateGasStationMutation,
  useUpdateGasStationMutation,
  useDeleteGasStationMutation,
  useListGasStationOperatorsQuery,
  useListGasStationContactsQuery,
  useLazySearchRivalCandidatesQuery,
  useSearchRivalCandidatesQuery,
  useListVolumetricOptionsQuery,
  useUploadGasStationBrandPhotoMutation,
  useDeleteGasStationBrandPhotoMutation,
} = api;
export type {
  GasStationSummary,
  GasStationDetail,
  GasStationInput,
  GasStationShift,
  GasStationOperator,
  StationContact,
  RivalCandidate,
  RivalCandidateList,
  VolumetricOptions,
  MexicanTimeZone,
} from './generated/gasStations.gen';
