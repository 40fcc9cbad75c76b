// The comparison table marks a flagged price with its explanation (Spanish and English) and
// shows each price's last move counted from the table's day.
import { screen, within } from '@testing-library/react';
import { PriceComparisonTable } from '@/features/dashboard/components/PriceComparisonTable';
import type { Language } from '@/i18n/resources';
import { FLAGS_DAY, fixtureTableWithFlags } from '../../../../../stories/DashboardFixtures';
import { renderWithProviders } from '../../../../support/renderWithProviders';

const renderTable = (language: Language = 'es') =>
  renderWithProviders(
    <PriceComparisonTable
      rows={fixtureTableWithFlags}
      canDelete={false}
      onDelete={() => undefined}
      day={FLAGS_DAY}
    />,
    { language },
  );

const rowOf = (name: RegExp) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name))!;

it('marks each flagged price with its explanation', () => {
  renderTable();
  expect(
    within(rowOf(/EL AGUILA/)).getByRole('img', {
      name:
        'Precio de relleno: 0.01 está fuera del rango de su mercado local (mediana 27.64 de 26 ' +
        'estaciones a 3 km). No se usa en diferencias, promedios ni posiciones.',
    }),
  ).toBeInTheDocument();
  expect(
    within(rowOf(/TLALMANALCO/)).getByRole('img', {
      name:
        'Precio sin actualizar: Sin cambio desde el 18 jun 2026 mientras la mayoría de su ' +
        'mercado local (14 estaciones a 3 km) cambió el suyo. No se usa en diferencias, ' +
        'promedios ni posiciones.',
    }),
  ).toBeInTheDocument();
  expect(
    within(rowOf(/CHALCO/)).getByRole('img', {
      name:
        'Precio en conflicto: El regulador publicó ese día dos precios para esta estación: ' +
        '22.99 y 23.49. No se usa en diferencias, promedios ni posiciones.',
    }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('img')).toHaveLength(3);
});

it("shows each price's last move, counted from the table's day", () => {
  renderTable();
  expect(within(rowOf(/EL AGUILA/)).getByText('▲ 0.21 hace 16 días')).toBeInTheDocument();
  expect(within(rowOf(/TLALMANALCO/)).getByText('▼ 0.20 hace 51 días')).toBeInTheDocument();
  const chalco = rowOf(/CHALCO/);
  expect(within(chalco).getByText('▼ 0.20 hace 2 días')).toHaveAttribute(
    'title',
    'Último cambio: 28.19 a 27.99, hace 2 días',
  );
  expect(within(chalco).getByText('▲ 0.05 hace 16 días')).toBeInTheDocument();
});

it('says the same in English', () => {
  renderTable('en');
  expect(within(rowOf(/CHALCO/)).getByText('▼ 0.20 2 days ago')).toBeInTheDocument();
  expect(
    within(rowOf(/EL AGUILA/)).getByRole('img', {
      name:
        'Placeholder price: 0.01 is far outside its local market (median 27.64 of 26 stations ' +
        'within 3 km). Left out of differences, averages and positions.',
    }),
  ).toBeInTheDocument();
});
