// Settings: company profile (and picture) and the provider token. The generated token is never
// cached: it exists only in the answer to the mutation.
import { settingsApi, type UploadCompanyPictureApiArg } from './generated/settings.gen';
import { photoForm } from './photoForm';

const api = settingsApi.enhanceEndpoints({
  endpoints: {
    getCompanyProfile: { providesTags: ['CompanyProfile'] },
    updateCompanyProfile: { invalidatesTags: ['CompanyProfile'] },
    uploadCompanyPicture: {
      query: (arg: UploadCompanyPictureApiArg) => ({
        url: '/api/company_profile/picture',
        method: 'PUT',
        params: { customer_id: arg.customerId },
        body: photoForm(arg.body.file),
      }),
      invalidatesTags: ['CompanyProfile'],
    },
    getProviderToken: { providesTags: ['ProviderToken'] },
    generateProviderToken: { invalidatesTags: ['ProviderToken'] },
  },
});

export const {
  useGetCompanyProfileQuery,
  useUpdateCompanyProfileMutation,
  useUploadCompanyPictureMutation,
  useGetProviderTokenQuery,
  useGenerateProviderTokenMutation,
} = api;
export type {
  CompanyProfile,
  CompanyProfileInput,
  ProviderTokenState,
  GeneratedToken,
} from './generated/settings.gen';
