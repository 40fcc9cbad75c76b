// What the rules list needs: the rules the user may see, whether they may manage them (Admins and
// Editors, as the server's x-access roles), where a row leads, and the three confirmed actions
// with their toasts: delete, silence (a dialog with its form) and end a silence early.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useCreateAlertSilenceMutation,
  useDeleteAlertRuleMutation,
  useEndAlertSilenceMutation,
  useListAlertRulesQuery,
  type AlertRule,
} from '@/api/alertRules';
import type { CrudListAdd, CrudListConfirmation } from '@/components/CrudListLayout';
import {
  crudConfirmation,
  loadFailure,
  useConfirmedAction,
  type LoadFailure,
} from '@/components/hooks/useCrudList';
import { asFailedCall, errorMessageKeys, failureMessage } from '@/lib/apiFailure';
import { submitFailure, type FormErrors } from '@/lib/forms';
import { ALERT_RULE_ROLES, roleAllowed } from '@/lib/roles';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { editAlertRulePath, NEW_ALERT_RULE_PATH, RULE_LIST_ROWS } from '../model/rulePaths';
import { activeSilence } from '../model/ruleSummary';
import {
  newSilenceValues,
  silenceServerErrors,
  toSilenceInput,
  type SilenceFormValues,
} from '../model/silenceForm';

export interface SilenceEditing {
  rule: AlertRule;
  values: SilenceFormValues;
}

export interface RuleList {
  rules: AlertRule[];
  total: number;
  canManage: boolean;
  loading: boolean;
  error: LoadFailure | null;
  add: CrudListAdd | undefined;
  create: () => void;
  edit: (rule: AlertRule) => void;
  askDelete: (rule: AlertRule) => void;
  askEndSilence: (rule: AlertRule) => void;
  confirmations: CrudListConfirmation[];
  silencing: SilenceEditing | null;
  openSilence: (rule: AlertRule) => void;
  closeSilence: () => void;
  submitSilence: (values: SilenceFormValues) => Promise<FormErrors | undefined>;
}

export function useRuleList(now: () => Date = () => new Date()): RuleList {
  const { t } = useTranslation(['alertRules', 'common']);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.auth.profile?.user_role?.name);
  const canManage = roleAllowed(role, ALERT_RULE_ROLES);
  const list = useListAlertRulesQuery({ items: RULE_LIST_ROWS });
  const [remove] = useDeleteAlertRuleMutation();
  const [silence] = useCreateAlertSilenceMutation();
  const [endSilence] = useEndAlertSilenceMutation();
  const [silencing, setSilencing] = useState<SilenceEditing | null>(null);
  const notify = (toast: Parameters<typeof toastShown>[0]) => dispatch(toastShown(toast));

  const deletion = useConfirmedAction<AlertRule>({
    run: (rule) => remove({ id: rule.id }).unwrap(),
    success: () => ({ severity: 'success', message: 'alertRules:delete.success' }),
    notify,
    unexpected: errorMessageKeys.unexpected,
  });
  const ending = useConfirmedAction<AlertRule>({
    run: (rule) => {
      const current = activeSilence(rule, now());
      return current
        ? endSilence({ id: rule.id, silenceId: current.id }).unwrap()
        : Promise.resolve();
    },
    success: () => ({ severity: 'success', message: 'alertRules:silence.ended' }),
    notify,
    unexpected: errorMessageKeys.unexpected,
  });
  const create = () => navigate(NEW_ALERT_RULE_PATH);

  const submitSilence = async (values: SilenceFormValues): Promise<FormErrors | undefined> => {
    if (!silencing) return undefined;
    try {
      await silence({ id: silencing.rule.id, alertSilenceInput: toSilenceInput(values) }).unwrap();
      notify({ severity: 'success', message: 'alertRules:silence.created' });
      setSilencing(null);
      return undefined;
    } catch (error) {
      const fields = silenceServerErrors(asFailedCall(error)?.errors);
      if (Object.keys(fields).length > 0) return fields;
      const message = failureMessage(error);
      return submitFailure(t(message, { defaultValue: message }));
    }
  };

  return {
    rules: list.data?.items ?? [],
    total: list.data?.total ?? 0,
    canManage,
    loading: list.isLoading,
    error: loadFailure(list, t, errorMessageKeys.unexpected),
    add: canManage ? { label: t('add'), onClick: create } : undefined,
    create,
    edit: (rule) => navigate(editAlertRulePath(rule.id)),
    askDelete: deletion.ask,
    askEndSilence: ending.ask,
    confirmations: [
      crudConfirmation(deletion, {
        title: t('delete.title'),
        message: (rule) => t('delete.confirm', { name: rule.name }),
      }),
      crudConfirmation(ending, {
        key: 'endSilence',
        title: t('silence.endTitle'),
        acceptLabel: t('silence.endAccept'),
        danger: false,
        message: (rule) => t('silence.endConfirm', { name: rule.name }),
      }),
    ],
    silencing,
    openSilence: (rule) => setSilencing({ rule, values: newSilenceValues(now()) }),
    closeSilence: () => setSilencing(null),
    submitSilence,
  };
}
