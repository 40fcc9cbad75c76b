// The four shift rows of a station (shifts 1 to 4), each a start and an end time;
// an empty row is no shift. Used inside a react-final-form form (values.shifts[0..3]).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextInputField } from '@/components/FormFields';

export const SHIFT_ROWS = 4;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(80px, auto) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;
  align-items: start;
`;

const RowLabel = styled.span`
  padding-top: 32px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function ShiftsFields({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('gasStations');
  return (
    <Grid role="group" aria-label={t('form.shifts')}>
      {Array.from({ length: SHIFT_ROWS }, (_, index) => {
        const number = index + 1;
        return [
          <RowLabel key={`label-${number}`}>{t('form.shift', { number })}</RowLabel>,
          <TextInputField
            key={`start-${number}`}
            name={`shifts[${index}].starts_at`}
            type="time"
            label={t('form.startsAt', { number })}
            disabled={disabled}
            fullWidth
          />,
          <TextInputField
            key={`end-${number}`}
            name={`shifts[${index}].ends_at`}
            type="time"
            label={t('form.endsAt', { number })}
            disabled={disabled}
            fullWidth
          />,
        ];
      })}
    </Grid>
  );
}
