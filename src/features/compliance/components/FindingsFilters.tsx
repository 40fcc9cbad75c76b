// The findings' filters: rule, day of the month and severity ('Todas'/'Todos' for none).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComplianceRuleId, ComplianceSeverity } from '../model/types';
import { Select } from '@/components/Select';
import { SEVERITIES } from '../model/dueDate';
import { dayLabel } from '../model/months';

export interface FindingsFilterValue {
  rule: ComplianceRuleId | null;
  day: string | null;
  severity: ComplianceSeverity | null;
}

export interface FindingsFiltersProps {
  value: FindingsFilterValue;
  onChange: (value: FindingsFilterValue) => void;
  /** The rules that may be picked, in the rule table's order. */
  rules: readonly ComplianceRuleId[];
  /** The days of the month. */
  days: readonly string[];
}

const ALL = '';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;

export function FindingsFilters({ value, onChange, rules, days }: FindingsFiltersProps) {
  const { t, i18n } = useTranslation('compliance');
  return (
    <Row>
      <Select
        label={t('filters.rule')}
        width="100%"
        size="small"
        value={value.rule ?? ALL}
        options={[
          { value: ALL, label: t('filters.allRules') },
          ...rules.map((rule) => ({ value: rule, label: t(`rules.${rule}`) })),
        ]}
        onChange={(rule) =>
          onChange({ ...value, rule: rule === ALL ? null : (rule as ComplianceRuleId) })
        }
      />
      <Select
        label={t('filters.day')}
        width="100%"
        size="small"
        value={value.day ?? ALL}
        options={[
          { value: ALL, label: t('filters.allDays') },
          ...days.map((day) => ({ value: day, label: dayLabel(day, i18n.language) })),
        ]}
        onChange={(day) => onChange({ ...value, day: day === ALL ? null : day })}
      />
      <Select
        label={t('filters.severity')}
        width="100%"
        size="small"
        value={value.severity ?? ALL}
        options={[
          { value: ALL, label: t('filters.allSeverities') },
          ...SEVERITIES.map((severity) => ({ value: severity, label: t(`severity.${severity}`) })),
        ]}
        onChange={(severity) =>
          onChange({
            ...value,
            severity: severity === ALL ? null : (severity as ComplianceSeverity),
          })
        }
      />
    </Row>
  );
}
