// The month shown, with the months before and after (none after the current one).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '@/components/IconButton';
import { monthLabel, shiftMonth } from '../model/months';

export interface MonthPickerProps {
  month: string;
  /** The last month that may be picked (this month). */
  latest: string;
  onChange: (month: string) => void;
}

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Label = styled.span`
  min-width: 150px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  &::first-letter {
    text-transform: uppercase;
  }
`;

export function MonthPicker({ month, latest, onChange }: MonthPickerProps) {
  const { t, i18n } = useTranslation('compliance');
  return (
    <Row role="group" aria-label={t('month.label')}>
      <IconButton
        icon="chevron-left"
        size="small"
        aria-label={t('month.previous')}
        onClick={() => onChange(shiftMonth(month, -1))}
      />
      <Label aria-live="polite">{monthLabel(month, i18n.language)}</Label>
      <IconButton
        icon="chevron-right"
        size="small"
        aria-label={t('month.next')}
        disabled={month >= latest}
        onClick={() => onChange(shiftMonth(month, 1))}
      />
    </Row>
  );
}
