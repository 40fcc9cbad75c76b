// The panel form wired to the API: the customers (administrators only; everybody else edits
// panels of their own customer), the stations of the chosen customer for the picker's filter,
// the cameras it may hold, and the save with its toast ('Panel creado' / 'Cambios guardados
// correctamente') and the return to /panel. Field errors of a refused save go beside their
// fields; other failures above the buttons.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useListCustomersQuery } from '@/api/customers';
import { useListGasStationsQuery } from '@/api/gasStations';
import {
  useCreatePanelMutation,
  useListPanelCameraChoicesQuery,
  useUpdatePanelMutation,
  type Panel,
} from '@/api/panels';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useSettledText } from '@/components/hooks/useDebouncedSearch';
import { loadFailure } from '@/components/hooks/useCrudList';
import { type FormErrors, submitFailure } from '@/lib/forms';
import { isAdmin } from '@/store/auth/authSelectors';
import { toastShown } from '@/store/toasts/toastsSlice';
import { ALL_STATIONS } from '../components/CameraPicker';
import { PanelForm } from '../components/PanelForm';
import {
  newPanelValues,
  panelServerErrors,
  toPanelInput,
  validatePanel,
  valuesFromPanel,
  type PanelFormValues,
} from '../model/panelForm';
import { PANELS_PATH } from '../model/panelPaths';
import { asFailedCall, errorMessageKeys, failureMessage } from '@/lib/apiFailure';

export interface PanelEditorProps {
  /** The panel being edited; null for a new one. */
  panel: Panel | null;
}

export function PanelEditor({ panel }: PanelEditorProps) {
  const { t } = useTranslation(['panels', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const profile = useAppSelector((state) => state.auth.profile);
  const admin = isAdmin(profile);
  const [initialValues] = useState(() =>
    panel ? valuesFromPanel(panel) : newPanelValues(admin ? undefined : profile?.customer?.id),
  );
  const [customerId, setCustomerId] = useState(initialValues.customer_id ?? '');
  const [station, setStation] = useState(ALL_STATIONS);
  const [searchText, setSearchText] = useState('');
  const search = useSettledText(searchText);

  const customers = useListCustomersQuery(undefined, { skip: !admin });
  const stations = useListGasStationsQuery({ items: 1000 });
  const choices = useListPanelCameraChoicesQuery(
    {
      customerId: Number(customerId),
      ...(station !== ALL_STATIONS ? { gasStationId: Number(station) } : {}),
      ...(search ? { search } : {}),
    },
    { skip: customerId === '' },
  );
  const [create] = useCreatePanelMutation();
  const [update] = useUpdatePanelMutation();

  const stationOptions = useMemo(
    () =>
      (stations.data?.items ?? [])
        .filter((s) => String(s.customer_id) === customerId)
        .map((s) => ({ value: String(s.id), label: s.name })),
    [stations.data, customerId],
  );

  const onSubmit = async (values: PanelFormValues): Promise<FormErrors | undefined> => {
    const panelInput = toPanelInput(values);
    try {
      if (panel) await update({ id: panel.id, panelInput }).unwrap();
      else await create({ panelInput }).unwrap();
      dispatch(
        toastShown({
          severity: 'success',
          message: panel ? 'panels:form.edited' : 'panels:form.created',
        }),
      );
      navigate(PANELS_PATH);
      return undefined;
    } catch (error) {
      const fields = panelServerErrors(asFailedCall(error)?.errors);
      if (Object.keys(fields).length > 0) return fields;
      const message = failureMessage(error);
      return submitFailure(t(message, { defaultValue: message }));
    }
  };

  return (
    <PanelForm
      mode={panel ? 'edit' : 'create'}
      initialValues={initialValues}
      customers={
        admin
          ? (customers.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))
          : undefined
      }
      customerName={panel?.customer.name ?? profile?.customer?.legal_name}
      onCustomerChange={(id) => {
        setCustomerId(id);
        setStation(ALL_STATIONS);
      }}
      picker={{
        cameras: choices.data?.items ?? [],
        loading: choices.isLoading,
        error: loadFailure(choices, t, errorMessageKeys.unexpected),
        stations: stationOptions,
        station,
        onStationChange: setStation,
        search: searchText,
        onSearchChange: setSearchText,
      }}
      validate={validatePanel}
      onSubmit={onSubmit}
      onCancel={() => navigate(PANELS_PATH)}
    />
  );
}
