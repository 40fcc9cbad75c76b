// The station form wired to the API: customers, states and the cities of the chosen state,
// the registry lookup, and the save (create or replace) with the spec's toasts. Field errors of
// a failed save are shown beside their fields; other failures above the buttons.
import { useState } from 'react';
import {
  useCreateGasStationMutation,
  useDeleteGasStationBrandPhotoMutation,
  useUpdateGasStationMutation,
  useUploadGasStationBrandPhotoMutation,
  type GasStationDetail,
} from '@/api/gasStations';
import { useGetStateQuery, useListStatesQuery } from '@/api/states';
import { useLazyFindRegistryStationQuery } from '@/api/registry';
import { useListCustomersQuery } from '@/api/customers';
import { PhotoPicker } from '@/components/PhotoPicker';
import { PHOTO_MESSAGES, photoFileProblem } from '@/lib/images/imageDimensions';
import { useAppDispatch } from '@/store/hooks';
import { type FormErrors, submitFailure } from '@/lib/forms';
import { toastShown } from '@/store/toasts/toastsSlice';
import { useTranslation } from 'react-i18next';
import { GasStationForm } from '../components/GasStationForm';
import type { RegistryLookup } from '../components/RegistryLookupResult';
import { namesAsOptions, timeZoneOptions, toOptions } from '../model/pickers';
import {
  emptyStationValues,
  normalizePermitText,
  stationServerErrors,
  toStationInput,
  validateStation,
  valuesFromStation,
  type StationFormValues,
} from '../model/stationForm';
import { asFailedCall, failureMessage, failureStatus } from '@/lib/apiFailure';

const PERMIT = /^((CNE\/)?PL\/[0-9]{1,7}\/[A-Z]{2,4}\/[A-Z]{2,4}\/[0-9]{4}|PS-[0-9A-Z]{6})$/;

export interface GasStationFormContainerProps {
  station?: GasStationDetail;
  onSaved: (station: GasStationDetail) => void;
  onCancel?: () => void;
}

export function GasStationFormContainer({
  station,
  onSaved,
  onCancel,
}: GasStationFormContainerProps) {
  const { t } = useTranslation('gasStations');
  const dispatch = useAppDispatch();
  const [initialValues] = useState(() =>
    station ? valuesFromStation(station) : emptyStationValues(),
  );
  const [stateName, setStateName] = useState(initialValues.state ?? '');
  const customers = useListCustomersQuery();
  const states = useListStatesQuery();
  const stateId = states.data?.items.find((s) => s.name === stateName)?.id;
  const cities = useGetStateQuery({ id: stateId ?? 0 }, { skip: stateId === undefined });
  const [findInRegistry] = useLazyFindRegistryStationQuery();
  const [lookup, setLookup] = useState<RegistryLookup>({ status: 'idle' });
  const [create] = useCreateGasStationMutation();
  const [update] = useUpdateGasStationMutation();
  const [uploadPhoto, photoUpload] = useUploadGasStationBrandPhotoMutation();
  const [removePhoto, photoRemoval] = useDeleteGasStationBrandPhotoMutation();
  // Before the station exists its photo waits here and is sent right after the create.
  const [pendingPhoto, setPendingPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const sendPhoto = async (id: number, file: File): Promise<boolean> => {
    try {
      await uploadPhoto({ id, body: { file } }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'forms:photo.uploaded' }));
      return true;
    } catch (error) {
      setPhotoError(failureMessage(error, { fallback: t('errors:unexpected') }));
      return false;
    }
  };

  const onPhoto = async (file: File) => {
    const problem = await photoFileProblem(file);
    if (problem) {
      setPhotoError(PHOTO_MESSAGES[problem]);
      return;
    }
    setPhotoError(null);
    if (station) await sendPhoto(station.id, file);
    else setPendingPhoto({ file, preview: URL.createObjectURL(file) });
  };

  const onLookup = async (text: string) => {
    const permit = normalizePermitText(text) ?? '';
    if (!PERMIT.test(permit)) {
      setLookup({ status: 'error', message: t('registry.invalidPermit') });
      return;
    }
    setLookup({ status: 'loading' });
    try {
      const found = await findInRegistry({ permit }).unwrap();
      setLookup({ status: 'found', station: found });
    } catch (error) {
      if (failureStatus(error) === 404) setLookup({ status: 'notFound' });
      else setLookup({ status: 'error', message: t('registry.failed') });
    }
  };

  const onSubmit = async (values: StationFormValues): Promise<FormErrors | undefined> => {
    const gasStationInput = toStationInput(values);
    try {
      const saved = station
        ? await update({ id: station.id, gasStationInput }).unwrap()
        : await create({ gasStationInput }).unwrap();
      dispatch(
        toastShown({
          severity: 'success',
          message: station ? 'gasStations:form.edited' : 'gasStations:form.created',
        }),
      );
      if (!station && pendingPhoto && !(await sendPhoto(saved.id, pendingPhoto.file))) {
        dispatch(toastShown({ severity: 'error', message: t('form.photoNotSaved') }));
      }
      onSaved(saved);
      return undefined;
    } catch (error) {
      const fields = stationServerErrors(values, asFailedCall(error)?.errors);
      const message = failureMessage(error);
      return Object.keys(fields).length > 0
        ? fields
        : submitFailure(t(message, { defaultValue: message }));
    }
  };

  return (
    <GasStationForm
      mode={station ? 'edit' : 'create'}
      initialValues={initialValues}
      customers={toOptions((customers.data?.items ?? []).map((c) => ({ id: c.id, name: c.name })))}
      states={namesAsOptions((states.data?.items ?? []).map((s) => s.name))}
      cities={namesAsOptions(cities.data?.cities ?? [])}
      citiesLoading={cities.isFetching}
      timeZones={timeZoneOptions}
      validate={validateStation}
      registry={lookup}
      onLookup={(permit) => void onLookup(permit)}
      onStateChange={setStateName}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <PhotoPicker
        label={t('form.brandPhoto')}
        url={station ? station.brand_photo_url : (pendingPhoto?.preview ?? null)}
        uploading={photoUpload.isLoading || photoRemoval.isLoading}
        error={photoError}
        onSelect={(file) => void onPhoto(file)}
        onRemove={() => {
          if (!station) setPendingPhoto(null);
          else
            void removePhoto({ id: station.id })
              .unwrap()
              .catch(() => setPhotoError(t('errors:unexpected')));
        }}
      />
    </GasStationForm>
  );
}
