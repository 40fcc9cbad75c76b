import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyProfile: build.query<GetCompanyProfileApiResponse, GetCompanyProfileApiArg>({
      query: (queryArg) => ({
        url: `/api/company_profile`,
        params: {
          customer_id: queryArg.customerId,
        },
      }),
    }),
    updateCompanyProfile: build.mutation<
      UpdateCompanyProfileApiResponse,
      UpdateCompanyProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company_profile`,
        method: 'PUT',
        body: queryArg.companyProfileInput,
        params: {
          customer_id: queryArg.customerId,
        },
      }),
    }),
    uploadCompanyPicture: build.mutation<
      UploadCompanyPictureApiResponse,
      UploadCompanyPictureApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company_profile/picture`,
        method: 'PUT',
        body: queryArg.body,
        params: {
          customer_id: queryArg.customerId,
        },
      }),
    }),
    getProviderToken: build.query<GetProviderTokenApiResponse, GetProviderTokenApiArg>({
      query: (queryArg) => ({
        url: `/api/provider_token`,
        params: {
          customer_id: queryArg.customerId,
        },
      }),
    }),
    generateProviderToken: build.mutation<
      GenerateProviderTokenApiResponse,
      GenerateProviderTokenApiArg
    >({
      query: (queryArg) => ({
        url: `/api/generate_surtidor_token`,
        method: 'PUT',
        params: {
          customer_id: queryArg.customerId,
        },
      }),
    }),
    getPhoto: build.query<GetPhotoApiResponse, GetPhotoApiArg>({
      query: (queryArg) => ({ url: `/api/photos/${queryArg.name}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as settingsApi };
export type GetCompanyProfileApiResponse = /** status 200 The profile. */ CompanyProfile;
export type GetCompanyProfileApiArg = {
  customerId?: Id;
};
export type UpdateCompanyProfileApiResponse = /** status 200 Saved. */ CompanyProfile;
export type UpdateCompanyProfileApiArg = {
  customerId?: Id;
  companyProfileInput: CompanyProfileInput;
};
export type UploadCompanyPictureApiResponse =
  /** status 200 The profile with its new picture. */ CompanyProfile;
export type UploadCompanyPictureApiArg = {
  customerId?: Id;
  body: {
    file: Blob;
  };
};
export type GetProviderTokenApiResponse = /** status 200 The token's state. */ ProviderTokenState;
export type GetProviderTokenApiArg = {
  customerId?: Id;
};
export type GenerateProviderTokenApiResponse =
  /** status 200 The new token, this once. */ GeneratedToken;
export type GenerateProviderTokenApiArg = {
  customerId?: Id;
};
export type GetPhotoApiResponse = /** status 200 The image. */ Blob;
export type GetPhotoApiArg = {
  name: string;
};
export type CompanyProfile = {
  id: number;
  name: string;
  legal_name: string;
  rfc: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  contact_name: string | null;
  contact_job_title: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  picture_url: string | null;
  invoice_email: string | null;
  cfdi_use: string | null;
  tax_regime: string | null;
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
export type Id = number;
export type Telephone = string;
export type CompanyProfileInput = {
  legal_name: string;
  /** Mexican tax id (12 characters for companies, 13 for people). */
  rfc?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  contact_name?: string | null;
  contact_job_title?: string | null;
  contact_email?: string | null;
  contact_phone?: Telephone | null;
  invoice_email?: string | null;
  /** CFDI use code, e.g. G03. */
  cfdi_use?: string | null;
  /** SAT tax regime, e.g. 601. */
  tax_regime?: string | null;
};
export type ProviderTokenState = {
  exists: boolean;
  last4: string | null;
  created_at: string | null;
};
export type GeneratedToken = {
  /** Shown only now. */
  token: string;
  last4: string;
  created_at: string;
};
export const {
  useGetCompanyProfileQuery,
  useLazyGetCompanyProfileQuery,
  useUpdateCompanyProfileMutation,
  useUploadCompanyPictureMutation,
  useGetProviderTokenQuery,
  useLazyGetProviderTokenQuery,
  useGenerateProviderTokenMutation,
  useGetPhotoQuery,
  useLazyGetPhotoQuery,
} = injectedRtkApi;
