// The fuel-price tab's date and station selects, shared by its cards, table and
// history. Dates read in Spanish ('13 de enero de 2022').
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Select } from '@/components/Select';
import { Skeleton } from '@/components/Skeleton';
import { dayLabel } from '../model/months';
import type { StationOptionView } from '../model/viewTypes';

export interface FuelPriceFiltersProps {
  dates: string[];
  date: string | null;
  onDateChange: (date: string) => void;
  stations: StationOptionView[];
  stationId: number | null;
  onStationChange: (id: number) => void;
  loading?: boolean;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
`;

export function FuelPriceFilters({
  dates,
  date,
  onDateChange,
  stations,
  stationId,
  onStationChange,
  loading = false,
}: FuelPriceFiltersProps) {
  const { t } = useTranslation('dashboard');
  if (loading) {
    return (
      <Row aria-busy>
        <Skeleton variant="rect" width={220} height={40} />
        <Skeleton variant="rect" width={320} height={40} />
      </Row>
    );
  }
  return (
    <Row>
      <Select
        label={t('filters.date')}
        width={220}
        size="small"
        options={dates.map((d) => ({ value: d, label: dayLabel(d) }))}
        value={date}
        emptyText={t('filters.noDates')}
        onChange={onDateChange}
      />
      <Select
        label={t('filters.station')}
        width={320}
        size="small"
        options={stations.map((s) => ({ value: String(s.id), label: s.name }))}
        value={stationId === null ? null : String(stationId)}
        onChange={(value) => onStationChange(Number(value))}
      />
    </Row>
  );
}
