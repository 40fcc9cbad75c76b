// The service-metrics filters: the stations (192 px multi-select titled 'Elegir
// estaciones', 'Todos' or 'N selección(es)'), the period (only 'Mensual') and the month (the
// last six). While the stations load, three skeletons; if they fail, nothing.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MultiSelect } from '@/components/MultiSelect';
import { Select } from '@/components/Select';
import { Skeleton } from '@/components/Skeleton';
import { monthLabel } from '../model/months';
import { selectionTitle, STATION_SELECT_WIDTH } from '../model/stationSelection';

export interface ServiceMetricsFiltersProps {
  status: 'loading' | 'error' | 'ready';
  stationNames: string[];
  selectedNames: string[];
  onSelectedNamesChange: (names: string[]) => void;
  months: string[];
  month: string;
  onMonthChange: (month: string) => void;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const PERIOD_MONTHLY = 'monthly';

export function ServiceMetricsFilters({
  status,
  stationNames,
  selectedNames,
  onSelectedNamesChange,
  months,
  month,
  onMonthChange,
}: ServiceMetricsFiltersProps) {
  const { t } = useTranslation('dashboard');
  if (status === 'error') return null;
  if (status === 'loading') {
    return (
      <Row aria-busy data-testid="service-filters-loading">
        {[STATION_SELECT_WIDTH, 140, 180].map((width) => (
          <Skeleton key={width} variant="rect" width={width} height={48} />
        ))}
      </Row>
    );
  }
  return (
    <Row>
      <MultiSelect
        label={t('filters.stations')}
        width={STATION_SELECT_WIDTH}
        options={stationNames.map((name) => ({ value: name, label: name }))}
        value={selectedNames}
        onChange={onSelectedNamesChange}
        selectAllLabel={t('filters.all')}
        formatTitle={(selected, total) => {
          const title = selectionTitle(selected, total);
          return title.key === 'selection'
            ? t('filters.selection', { count: title.count })
            : t(`filters.${title.key}`);
        }}
      />
      <Select
        label={t('filters.period')}
        width={140}
        options={[{ value: PERIOD_MONTHLY, label: t('filters.monthly') }]}
        value={PERIOD_MONTHLY}
        onChange={() => undefined}
      />
      <Select
        label={t('filters.month')}
        width={180}
        options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
        value={month}
        onChange={onMonthChange}
      />
    </Row>
  );
}
