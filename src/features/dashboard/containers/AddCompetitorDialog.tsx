// Adding a competitor: the role check and a failed price query block the
// submit with their messages; while adding the dialog cannot close; success resets the form,
// says 'Competencia agregada a "{station}"' and closes; a failure says 'Error: ' + message.
// While the operator types the permit or the nickname, registry stations matching it are
// suggested (nearest the selected station first) and fill the form when chosen; a permit of
// valid shape the registry lacks is announced before saving (it is kept as typed, unlinked).
// Opened with a `prefill` (a station of 'Mercado local'), the form starts filled from it.
import { useEffect, useState } from 'react';
import { useSearchRivalCandidatesQuery } from '@/api/gasStations';
import { useSettledText } from '@/components/hooks/useDebouncedSearch';
import { normalizePermitText } from '@/lib/permits';
import { useTranslation } from 'react-i18next';
import { useCreateGasStationRivalMutation } from '@/api/rivals';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { AddCompetitorModal } from '../components/AddCompetitorModal';
import {
  competitorPayload,
  EMPTY_COMPETITOR,
  fillFromSuggestion,
  permitNotice,
  suggestionTerm,
  type AddCompetitorValues,
} from '../model/addCompetitorForm';
import type { CompetitorSuggestionView } from '../model/viewTypes';
import { failureMessage } from '@/lib/apiFailure';

export interface AddCompetitorDialogProps {
  open: boolean;
  onClose: () => void;
  /** The station the competitor is added to (the tab's selection or the server default). */
  station: { id: number; name: string } | null;
  /** Its permit, which names it to the registry search; null until the prices have loaded. */
  stationPermit: string | null;
  allowed: boolean;
  priceQueryFailed: boolean;
  /** A registry station to fill the form from each time the dialog opens; null: as left. */
  prefill?: CompetitorSuggestionView | null;
}

export function AddCompetitorDialog({
  open,
  onClose,
  station,
  stationPermit,
  allowed,
  priceQueryFailed,
  prefill = null,
}: AddCompetitorDialogProps) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<AddCompetitorValues>(EMPTY_COMPETITOR);
  const [create, { isLoading }] = useCreateGasStationRivalMutation();
  // Suggestions stop once one is chosen, until the operator types again.
  const [chosenPermit, setChosenPermit] = useState<string | null>(null);
  useEffect(() => {
    if (!open || prefill === null) return;
    setChosenPermit(prefill.permit);
    setValues(fillFromSuggestion(EMPTY_COMPETITOR, prefill));
  }, [open, prefill]);
  const term = useSettledText(suggestionTerm(values));
  const registry = useSearchRivalCandidatesQuery(
    { permission: stationPermit ?? '', search: term, items: 6 },
    { skip: !open || !stationPermit || term === '' },
  );
  const answered = registry.currentData && !registry.isFetching ? registry.currentData : null;
  const typedPermit = normalizePermitText(values.permisoCre);
  const suggestions: CompetitorSuggestionView[] =
    answered && typedPermit !== chosenPermit
      ? answered.items
          .filter((c) => c.rival_id === null)
          .map((c) => ({
            permit: c.permit,
            name: c.name,
            address: c.address,
            distance_km: c.distance_km,
          }))
      : [];
  const notice = permitNotice(
    values.permisoCre,
    answered ? { term, permits: answered.items.map((c) => c.permit) } : null,
  );

  const submit = async () => {
    if (!allowed) {
      dispatch(toastShown({ severity: 'error', message: 'dashboard:toasts.noPermission' }));
      return;
    }
    if (priceQueryFailed || !station) {
      dispatch(toastShown({ severity: 'error', message: 'dashboard:toasts.queryError' }));
      return;
    }
    try {
      await create({ gasStationRivalCreate: competitorPayload(values, station.id) }).unwrap();
      setValues(EMPTY_COMPETITOR);
      setChosenPermit(null);
      dispatch(
        toastShown({
          severity: 'success',
          message: 'dashboard:toasts.added',
          values: { station: station.name },
        }),
      );
      onClose();
    } catch (error) {
      const text = failureMessage(error);
      dispatch(
        toastShown({
          severity: 'error',
          message: 'dashboard:toasts.error',
          values: { message: t(text, { defaultValue: text }) },
        }),
      );
    }
  };

  return (
    <AddCompetitorModal
      open={open}
      pending={isLoading}
      values={values}
      onChange={setValues}
      suggestions={suggestions}
      onChooseSuggestion={(suggestion) => {
        setChosenPermit(suggestion.permit);
        setValues(fillFromSuggestion(values, suggestion));
      }}
      permitNotice={notice}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
