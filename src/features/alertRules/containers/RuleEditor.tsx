// The rule form wired to the API: the stations the user can see for the scope, the save with its
// toast ('Regla creada' / 'Cambios guardados correctamente') and the return to the list. Field
// errors of a refused save go beside their fields (the server says which parameters a kind
// needs); other failures above the buttons. Under the fields, the preview of the values being
// edited (RulePreviewPanel).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useCreateAlertRuleMutation,
  useUpdateAlertRuleMutation,
  type AlertRule,
} from '@/api/alertRules';
import { useListGasStationsQuery } from '@/api/gasStations';
import { conditionKindsVisibleWith } from '@/lib/alerts/conditionKinds';
import { asFailedCall, failureMessage } from '@/lib/apiFailure';
import { submitFailure, type FormErrors } from '@/lib/forms';
import { isAdmin } from '@/store/auth/authSelectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { RuleForm } from '../components/RuleForm';
import {
  newRuleValues,
  ruleServerErrors,
  toRuleInput,
  ruleValidator,
  valuesFromRule,
  type RuleFormValues,
} from '../model/ruleForm';
import { ALERT_RULES_PATH } from '../model/rulePaths';
import { RulePreviewPanel } from './RulePreviewPanel';

export interface RuleEditorProps {
  /** The rule being edited; null for a new one. */
  rule: AlertRule | null;
}

export function RuleEditor({ rule }: RuleEditorProps) {
  const { t } = useTranslation(['alertRules', 'errors']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [initialValues] = useState(() => (rule ? valuesFromRule(rule) : newRuleValues()));
  const stations = useListGasStationsQuery({ items: 1000 });
  const [create] = useCreateAlertRuleMutation();
  const [update] = useUpdateAlertRuleMutation();
  // Only the kinds whose alerts the user's screen flags show (the server refuses the others).
  const permissions = useAppSelector((state) => state.auth.profile?.user_permission);
  const admin = useAppSelector((state) => isAdmin(state.auth.profile));
  const kinds = useMemo(() => conditionKindsVisibleWith(permissions, admin), [permissions, admin]);

  const stationOptions = useMemo(() => {
    const options = (stations.data?.items ?? []).map((s) => ({
      value: String(s.id),
      label: s.name,
    }));
    // A station of the rule missing from the first page of the list stays choosable.
    for (const s of rule?.gas_stations ?? [])
      if (!options.some((o) => o.value === String(s.id)))
        options.push({ value: String(s.id), label: s.name });
    return options;
  }, [stations.data, rule]);

  const validate = useMemo(() => {
    const customers = new Map(
      (stations.data?.items ?? []).map((s) => [String(s.id), s.customer_id]),
    );
    return ruleValidator((id) => customers.get(id));
  }, [stations.data]);

  const onSubmit = async (values: RuleFormValues): Promise<FormErrors | undefined> => {
    const alertRuleInput = toRuleInput(values);
    try {
      if (rule) await update({ id: rule.id, alertRuleInput }).unwrap();
      else await create({ alertRuleInput }).unwrap();
      dispatch(
        toastShown({
          severity: 'success',
          message: rule ? 'alertRules:form.edited' : 'alertRules:form.created',
        }),
      );
      navigate(ALERT_RULES_PATH);
      return undefined;
    } catch (error) {
      const fields = ruleServerErrors(asFailedCall(error)?.errors);
      if (Object.keys(fields).length > 0) return fields;
      const message = failureMessage(error);
      return submitFailure(t(message, { defaultValue: message }));
    }
  };

  return (
    <RuleForm
      kinds={kinds}
      mode={rule ? 'edit' : 'create'}
      initialValues={initialValues}
      stations={stationOptions}
      validate={validate}
      onSubmit={onSubmit}
      onCancel={() => navigate(ALERT_RULES_PATH)}
      preview={(values) => <RulePreviewPanel values={values} validate={validate} />}
    />
  );
}
