// The rule preview of the values being edited: once the form holds a complete, valid condition
// and its stations, the preview is asked PREVIEW_DELAY_MS after the last change; an answer to
// values since changed is dropped (the last one wins) and the request is aborted when the
// values change again or the editor closes.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  usePreviewAlertRuleMutation,
  type AlertConditionKind,
  type AlertRulePreview,
} from '@/api/alertRules';
import { useSettledText } from '@/components/hooks/useDebouncedSearch';
import { failureMessage } from '@/lib/apiFailure';
import type { FormErrors } from '@/lib/forms';
import { RulePreview, type RulePreviewState } from '../components/RulePreview';
import type { RuleFormValues } from '../model/ruleForm';
import { exampleText, previewInput } from '../model/rulePreview';

export const PREVIEW_DELAY_MS = 400;

export interface RulePreviewPanelProps {
  values: RuleFormValues;
  /** The form's checks (a scope the save would refuse is not previewed either). */
  validate?: (values: RuleFormValues) => FormErrors;
}

export function RulePreviewPanel({ values, validate }: RulePreviewPanelProps) {
  const { t } = useTranslation(['alertRules', 'errors']);
  const input = previewInput(values, validate);
  const key = input ? JSON.stringify(input) : '';
  const settled = useSettledText(key, PREVIEW_DELAY_MS);
  const [runPreview] = usePreviewAlertRuleMutation();
  const [answer, setAnswer] = useState<{ key: string; state: RulePreviewState } | null>(null);

  useEffect(() => {
    if (settled === '') return undefined;
    const asked = JSON.parse(settled) as NonNullable<typeof input>;
    const request = runPreview({ alertRulePreviewInput: asked });
    let current = true;
    request.unwrap().then(
      (result) => {
        if (current) setAnswer({ key: settled, state: shown(result, asked.condition.kind) });
      },
      (error: unknown) => {
        if (!current) return;
        const message = failureMessage(error);
        setAnswer({
          key: settled,
          state: { status: 'failed', message: t(message, { defaultValue: message }) },
        });
      },
    );
    return () => {
      current = false;
      request.abort();
    };
    // t only translates the failure; a language change need not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, runPreview]);

  const shown = (result: AlertRulePreview, kind: AlertConditionKind): RulePreviewState => {
    if (result.history === 'not_kept') return { status: 'notKept' };
    if (result.from === null) return { status: 'noHistory' };
    return {
      status: 'ready',
      count: result.alerts,
      examples: result.examples.map((example) => {
        const { key: textKey, values: textValues } = exampleText(kind, example);
        const fuel = textValues.fuel;
        const metric = textValues.metric;
        return {
          key: `${example.gas_station.id}:${example.subject}:${example.day}`,
          at: example.day,
          station: example.gas_station.name,
          text: t(`preview.example.${textKey}`, {
            ...textValues,
            ...(typeof fuel === 'string' ? { fuel: t(`fuels.${fuel}`) } : {}),
            ...(typeof metric === 'string' ? { metric: t(`metrics.${metric}`) } : {}),
            ...(textKey === 'other' ? { kind: t(`kinds.${kind}`) } : {}),
          }),
        };
      }),
    };
  };

  const state: RulePreviewState =
    key === '' ? { status: 'idle' } : answer?.key === key ? answer.state : { status: 'loading' };
  return <RulePreview state={state} />;
}
