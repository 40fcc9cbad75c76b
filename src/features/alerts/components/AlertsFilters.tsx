// The inbox's filters: state, severity and station ('Todas' / 'Todas' / 'Todas las estaciones'
// for no filter), on one wrapping row like the other lists' filters.
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/Select';
import { ALERT_SEVERITIES, ALERT_STATES, ALL, type AlertFilters } from '../model/filters';

export interface AlertsFiltersProps {
  value: AlertFilters;
  onChange: (value: AlertFilters) => void;
  stations: { id: number; name: string }[];
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

export function AlertsFilters({ value, onChange, stations }: AlertsFiltersProps) {
  const { t } = useTranslation('alerts');
  return (
    <Row>
      <Select
        label={t('filters.state')}
        size="small"
        width={200}
        value={value.state}
        onChange={(state) => onChange({ ...value, state: state as AlertFilters['state'] })}
        options={[
          { value: ALL, label: t('filters.allStates') },
          ...ALERT_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
        ]}
      />
      <Select
        label={t('filters.severity')}
        size="small"
        width={200}
        value={value.severity}
        onChange={(severity) =>
          onChange({ ...value, severity: severity as AlertFilters['severity'] })
        }
        options={[
          { value: ALL, label: t('filters.allSeverities') },
          ...ALERT_SEVERITIES.map((s) => ({ value: s, label: t(`severities.${s}`) })),
        ]}
      />
      <Select
        label={t('filters.station')}
        size="small"
        width={260}
        value={value.station}
        onChange={(station) => onChange({ ...value, station })}
        options={[
          { value: ALL, label: t('filters.allStations') },
          ...stations.map((s) => ({ value: String(s.id), label: s.name })),
        ]}
      />
    </Row>
  );
}
