// An alert's summary as text in the interface language, fuel and channel names translated, and
// the inbox's date-times in Mexico's Spanish format whatever the language.
import { createElement, Fragment } from 'react';
import { screen } from '@testing-library/react';
import type { Summary } from '@/features/alerts/model/summary';
import { formatWhen, useSummaryText } from '@/features/alerts/components/summaryText';
import { renderWithProviders } from '../../../support/renderWithProviders';

function Shown({ summary }: { summary: Summary }) {
  return createElement('p', null, useSummaryText()(summary));
}

// The source is a .ts module, so its test builds elements without JSX.
const shown = (summary: Summary) => createElement(Shown, { summary });

const down: Summary = {
  key: 'summary.competitorDown',
  values: {
    competitor: 'Gasolinera Las Torres',
    fuel: 'diesel',
    change: '0.30',
    before: '23.49',
    now: '23.19',
  },
};

it('translates the fuel inside the summary, in Spanish and in English', () => {
  const { unmount } = renderWithProviders(shown(down));
  expect(
    screen.getByText('Gasolinera Las Torres bajó Diésel ▼ 0.30 (23.49 → 23.19)'),
  ).toBeInTheDocument();
  unmount();
  renderWithProviders(shown(down), { language: 'en' });
  expect(
    screen.getByText('Gasolinera Las Torres lowered Diesel ▼ 0.30 (23.49 → 23.19)'),
  ).toBeInTheDocument();
});

it('translates the channel and keeps an unknown fuel or channel as it came', () => {
  renderWithProviders(
    createElement(
      Fragment,
      null,
      shown({
        key: 'summary.delivery',
        values: { recipient: 'Ana', channel: 'whatsapp', error: 'número inválido' },
      }),
      shown({
        key: 'summary.delivery',
        values: { recipient: 'Luis', channel: 'fax', error: 'sin línea' },
      }),
      shown({ ...down, values: { ...down.values, fuel: 'gas LP' } }),
    ),
  );
  expect(
    screen.getByText('No se pudo enviar el reporte a Ana por WhatsApp: número inválido'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('No se pudo enviar el reporte a Luis por fax: sin línea'),
  ).toBeInTheDocument();
  expect(screen.getByText(/bajó gas LP ▼/)).toBeInTheDocument();
});

it('formats an instant as a short Mexican date and time, and a missing one as a dash', () => {
  const when = formatWhen('2026-08-08T13:05:00.000Z');
  expect(when).toBe(
    new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date('2026-08-08T13:05:00.000Z'),
    ),
  );
  expect(when).toMatch(/^08\/08\/26/);
  expect(formatWhen(null)).toBe('—');
});
