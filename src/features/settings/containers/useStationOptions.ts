// The stations the signed-in user reaches, as picker options, with each one's customer.
import { useMemo } from 'react';
import { useListGasStationsQuery } from '@/api/gasStations';
import type { SelectOption } from '@/components/Select';

export function useStationOptions(): {
  options: SelectOption[];
  customers: Record<string, string>;
} {
  const { data } = useListGasStationsQuery({ items: 1000 });
  return useMemo(() => {
    const items = data?.items ?? [];
    return {
      options: items.map((s) => ({ value: String(s.id), label: s.name })),
      customers: Object.fromEntries(items.map((s) => [String(s.id), String(s.customer_id)])),
    };
  }, [data]);
}
