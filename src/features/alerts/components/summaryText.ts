// The alert's one-line summary as text in the interface language (fuel names translated), and
// the date-times of the inbox, always in Mexico's Spanish format like the other lists.
import { useTranslation } from 'react-i18next';
import type { Summary } from '../model/summary';

export function useSummaryText(): (summary: Summary) => string {
  const { t } = useTranslation('alerts');
  return ({ key, values }) => {
    const fuel = typeof values.fuel === 'string' ? values.fuel : undefined;
    const channel = typeof values.channel === 'string' ? values.channel : undefined;
    return t(key, {
      ...values,
      ...(fuel ? { fuel: t(`fuels.${fuel}`, { defaultValue: fuel }) } : {}),
      ...(channel ? { channel: t(`channels.${channel}`, { defaultValue: channel }) } : {}),
    });
  };
}

const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

export const formatWhen = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
