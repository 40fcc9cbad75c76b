// Settings › Company profile: read and save the customer's profile and picture.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetCompanyProfileQuery,
  useUpdateCompanyProfileMutation,
  useUploadCompanyPictureMutation,
} from '@/api/settings';
import { useAppDispatch } from '@/store/hooks';
import { Alert } from '@/components/Alert';
import { PhotoPicker } from '@/components/PhotoPicker';
import { Spinner } from '@/components/Spinner';
import { type FormErrors, submitFailure } from '@/lib/forms';
import { PHOTO_MESSAGES, photoFileProblem } from '@/lib/images/imageDimensions';
import { toastShown } from '@/store/toasts/toastsSlice';
import { CompanyProfileForm } from '../components/CompanyProfileForm';
import {
  companyServerErrors,
  toProfileInput,
  validateCompany,
  valuesFromProfile,
  type CompanyFormValues,
} from '../model/companyForm';
import { asFailedCall, failureMessage } from '@/lib/apiFailure';

export function CompanyTab({ customerId, canEdit }: { customerId?: number; canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors']);
  const dispatch = useAppDispatch();
  const query = useGetCompanyProfileQuery(customerId ? { customerId } : {});
  const [save] = useUpdateCompanyProfileMutation();
  const [upload, uploading] = useUploadCompanyPictureMutation();
  const [pictureError, setPictureError] = useState<string | null>(null);
  const initialValues = useMemo(
    () => (query.data ? valuesFromProfile(query.data) : null),
    [query.data],
  );

  if (query.isLoading) return <Spinner centered />;
  if (query.isError || !query.data || !initialValues) {
    return <Alert severity="error">{t('company.loadFailed')}</Alert>;
  }

  const onSubmit = async (values: CompanyFormValues): Promise<FormErrors | undefined> => {
    try {
      await save({
        ...(customerId ? { customerId } : {}),
        companyProfileInput: toProfileInput(values),
      }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'settings:company.saved' }));
      return undefined;
    } catch (error) {
      const fields = companyServerErrors(asFailedCall(error)?.errors);
      if (Object.keys(fields).length > 0) return fields;
      const text = failureMessage(error);
      return submitFailure(t(text, { defaultValue: text }));
    }
  };

  return (
    <CompanyProfileForm
      key={query.data.id}
      initialValues={initialValues}
      readOnly={!canEdit}
      validate={validateCompany}
      onSubmit={onSubmit}
      picture={
        <PhotoPicker
          label={t('company.picture')}
          url={query.data.picture_url}
          uploading={uploading.isLoading}
          error={pictureError}
          disabled={!canEdit}
          onSelect={async (file) => {
            const problem = await photoFileProblem(file);
            if (problem) return setPictureError(PHOTO_MESSAGES[problem]);
            setPictureError(null);
            try {
              await upload({ ...(customerId ? { customerId } : {}), body: { file } }).unwrap();
              dispatch(toastShown({ severity: 'success', message: 'forms:photo.uploaded' }));
            } catch (error) {
              setPictureError(failureMessage(error, { fallback: t('errors:unexpected') }));
            }
          }}
        />
      }
    />
  );
}
