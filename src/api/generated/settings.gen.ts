import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPhoto: build.query<GetPhotoApiResponse, GetPhotoApiArg>({
      query: (queryArg) => ({ url: `/api/photos/${queryArg.name}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as settingsApi };
export type GetPhotoApiResponse = /** status 200 The image. */ Blob;
export type GetPhotoApiArg = {
  name: string;
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
};
export const { useGetPhotoQuery, useLazyGetPhotoQuery } = injectedRtkApi;
