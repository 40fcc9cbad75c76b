import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGasStations: build.query<ListGasStationsApiResponse, ListGasStationsApiArg>({
      query: (queryArg) => ({
        url: `/api/gas_stations`,
        params: {
          items: queryArg.items,
          search: queryArg.search,
        },
      }),
    }),
    createGasStation: build.mutation<CreateGasStationApiResponse, CreateGasStationApiArg>({
      query: (queryArg) => ({
        url: `/api/gas_stations`,
        method: 'POST',
        body: queryArg.gasStationInput,
      }),
    }),
    getGasStation: build.query<GetGasStationApiResponse, GetGasStationApiArg>({
      query: (queryArg) => ({ url: `/api/gas_stations/${queryArg.id}` }),
    }),
    updateGasStation: build.mutation<UpdateGasStationApiResponse, UpdateGasStationApiArg>({
      query: (queryArg) => ({
        url: `/api/gas_stations/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.gasStationInput,
      }),
    }),
    deleteGasStation: build.mutation<DeleteGasStationApiResponse, DeleteGasStationApiArg>({
      query: (queryArg) => ({ url: `/api/gas_stations/${queryArg.id}`, method: 'DELETE' }),
    }),
    uploadGasStationBrandPhoto: build.mutation<
      UploadGasStationBrandPhotoApiResponse,
      UploadGasStationBrandPhotoApiArg
    >({
      query: (queryArg) => ({
        url: `/api/gas_stations/${queryArg.id}/brand_photo`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    deleteGasStationBrandPhoto: build.mutation<
      DeleteGasStationBrandPhotoApiResponse,
      DeleteGasStationBrandPhotoApiArg
    >({
      query: (queryArg) => ({
        url: `/api/gas_stations/${queryArg.id}/brand_photo`,
        method: 'DELETE',
      }),
    }),
    listGasStationOperators: build.query<
      ListGasStationOperatorsApiResponse,
      ListGasStationOperatorsApiArg
    >({
      query: (queryArg) => ({ url: `/api/gas_stations/${queryArg.id}/operators` }),
    }),
    listGasStationContacts: build.query<
      ListGasStationContactsApiResponse,
      ListGasStationContactsApiArg
    >({
      query: (queryArg) => ({ url: `/api/gas_stations/contacts/${queryArg.id}` }),
    }),
    searchRivalCandidates: build.query<
      SearchRivalCandidatesApiResponse,
      SearchRivalCandidatesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/gas_stations/rivals/city/${queryArg.permission}`,
        params: {
          start_date: queryArg.startDate,
          end_date: queryArg.endDate,
          state: queryArg.state,
          municipality: queryArg.municipality,
          search: queryArg.search,
          radius_km: queryArg.radiusKm,
          items: queryArg.items,
        },
      }),
    }),
    listVolumetricOptions: build.query<
      ListVolumetricOptionsApiResponse,
      ListVolumetricOptionsApiArg
    >({
      query: () => ({ url: `/api/gas_stations/volumetric_options` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as gasStationsApi };
export type ListGasStationsApiResponse = /** status 200 The stations. */ GasStationList;
export type ListGasStationsApiArg = {
  items?: number;
  search?: string;
};
export type CreateGasStationApiResponse = /** status 201 Created. */ GasStationDetail;
export type CreateGasStationApiArg = {
  gasStationInput: GasStationInput;
};
export type GetGasStationApiResponse = /** status 200 The station. */ GasStationDetail;
export type GetGasStationApiArg = {
  id: Id;
};
export type UpdateGasStationApiResponse = /** status 200 Saved. */ GasStationDetail;
export type UpdateGasStationApiArg = {
  id: Id;
  gasStationInput: GasStationInput;
};
export type DeleteGasStationApiResponse = unknown;
export type DeleteGasStationApiArg = {
  id: Id;
};
export type UploadGasStationBrandPhotoApiResponse =
  /** status 200 The station with its new photo. */ GasStationDetail;
export type UploadGasStationBrandPhotoApiArg = {
  id: Id;
  body: {
    file: Blob;
  };
};
export type DeleteGasStationBrandPhotoApiResponse =
  /** status 200 The station without a photo. */ GasStationDetail;
export type DeleteGasStationBrandPhotoApiArg = {
  id: Id;
};
export type ListGasStationOperatorsApiResponse =
  /** status 200 The operators, by name. */ GasStationOperatorList;
export type ListGasStationOperatorsApiArg = {
  id: Id;
};
export type ListGasStationContactsApiResponse =
  /** status 200 The contacts, by name. */ StationContactList;
export type ListGasStationContactsApiArg = {
  id: Id;
};
export type SearchRivalCandidatesApiResponse =
  /** status 200 The candidates (at most 50). */ RivalCandidateList;
export type SearchRivalCandidatesApiArg = {
  permission: Permit;
  startDate?: string;
  endDate?: string;
  state?: string;
  municipality?: string;
  search?: string;
  radiusKm?: number;
  items?: number;
};
export type ListVolumetricOptionsApiResponse =
  /** status 200 Suppliers by name, each with its systems (possibly none at all). */ VolumetricOptions;
export type ListVolumetricOptionsApiArg = void;
export type GasStationSummary = {
  id: number;
  name: string;
  /** Regulator permit, e.g. PL/658/EXP/ES/2015. */
  permission: string;
  brand: string | null;
  city: string | null;
  state: string | null;
  address: string | null;
  customer_id: number;
};
export type GasStationList = {
  items: GasStationSummary[];
  /** How many stations match, beyond the page too. */
  total: number;
};
export type FieldError = {
  /** Where the bad value is, e.g. body.email or query.items. */
  field: string;
  /** The rule it broke, e.g. required, maxLength, format. */
  rule: string;
  message: string;
};
export type Error = {
  /** Human-readable message, Spanish for end users. */
  message: string;
  /** Stable machine code, e.g. validation_failed. */
  code?: string;
  errors?: FieldError[];
  /** This request's id, also in the X-Request-Id response header and on every log line of the request: quoting it lets support find what happened. */
  request_id?: string;
};
export type ClockTime = string;
export type GasStationShift = {
  shift: number;
  starts_at: ClockTime;
  ends_at: ClockTime;
};
export type GasStationDetail = {
  id: number;
  customer: {
    id: number;
    name: string;
  };
  name: string;
  brand: string | null;
  brand_photo_url: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  bombs: number | null;
  permission: string;
  cre_place_id: number | null;
  time_zone: string;
  customer_gas_station_id: string | null;
  latitude: number | null;
  longitude: number | null;
  shifts: GasStationShift[];
  volumetric: {
    supplier_id: number | null;
    system_id: number | null;
    station_id: string | null;
  };
  created_at: string;
  updated_at: string;
};
export type Id = number;
export type Permit = string;
export type MexicanTimeZone =
  | 'America/Mexico_City'
  | 'America/Cancun'
  | 'America/Merida'
  | 'America/Monterrey'
  | 'America/Matamoros'
  | 'America/Chihuahua'
  | 'America/Ciudad_Juarez'
  | 'America/Ojinaga'
  | 'America/Mazatlan'
  | 'America/Bahia_Banderas'
  | 'America/Hermosillo'
  | 'America/Tijuana';
export type VolumetricLink = {
  system_id: Id | null;
  /** The station's id in that system. */
  station_id: string | null;
};
export type GasStationInput = {
  customer_id: Id;
  name: string;
  brand: string;
  address: string;
  city: string;
  state: string;
  /** Number of pumps (bombs). */
  bombs: number;
  permission: Permit;
  time_zone?: MexicanTimeZone;
  customer_gas_station_id?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  shifts?: GasStationShift[];
  volumetric?: VolumetricLink;
};
export type GasStationOperator = {
  id: number;
  name: string;
  email: string;
  role: ('Admin' | 'Editor' | 'Visor' | 'Proveedor') | null;
};
export type GasStationOperatorList = {
  items: GasStationOperator[];
  total: number;
};
export type StationContact = {
  id: number;
  name: string;
  email: string | null;
  telephone: string | null;
};
export type StationContactList = {
  items: StationContact[];
  total: number;
};
export type FuelPrices = {
  regular: number | null;
  premium: number | null;
  diesel: number | null;
  /** Day of the newest of these prices. */
  price_date: string | null;
};
export type RivalCandidate = {
  place_id: number;
  permit: string;
  name: string | null;
  brand: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** From the station; null when either has no coordinates. */
  distance_km: number | null;
  prices: FuelPrices;
  /** The gas_station_rivals id when already a competitor of the station. */
  rival_id: number | null;
};
export type RivalCandidateList = {
  station: {
    id: number;
    name: string;
    permission: string;
    latitude: number | null;
    longitude: number | null;
  };
  items: RivalCandidate[];
  total: number;
};
export type VolumetricOptions = {
  suppliers: {
    id: number;
    name: string;
    alias: string;
    systems: {
      id: number;
      name: string;
    }[];
  }[];
};
export const {
  useListGasStationsQuery,
  useLazyListGasStationsQuery,
  useCreateGasStationMutation,
  useGetGasStationQuery,
  useLazyGetGasStationQuery,
  useUpdateGasStationMutation,
  useDeleteGasStationMutation,
  useUploadGasStationBrandPhotoMutation,
  useDeleteGasStationBrandPhotoMutation,
  useListGasStationOperatorsQuery,
  useLazyListGasStationOperatorsQuery,
  useListGasStationContactsQuery,
  useLazyListGasStationContactsQuery,
  useSearchRivalCandidatesQuery,
  useLazySearchRivalCandidatesQuery,
  useListVolumetricOptionsQuery,
  useLazyListVolumetricOptionsQuery,
} = injectedRtkApi;
