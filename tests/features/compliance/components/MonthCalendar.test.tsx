import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MonthCalendar } from '@/features/compliance/components/MonthCalendar';
import { complianceMonth } from '../../../support/msw/complianceHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const { days } = complianceMonth();
const grid = () => screen.getByRole('group', { name: 'Días de noviembre de 2026' });

function Holder({ onSelect }: { onSelect: (day: string | null) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <MonthCalendar
      days={days}
      monthName="noviembre de 2026"
      selected={selected}
      onSelect={(day) => {
        setSelected(day);
        onSelect(day);
      }}
    />
  );
}

describe('MonthCalendar', () => {
  it('shows every day with its state and findings, Monday first', () => {
    renderWithProviders(<MonthCalendar days={days} monthName="noviembre de 2026" />);
    const buttons = within(grid()).getAllByRole('button');
    expect(buttons).toHaveLength(30);
    expect(buttons[0]).toHaveAccessibleName('1 nov 2026: Completo');
    expect(
      within(grid()).getByRole('button', { name: '4 nov 2026: Faltante, 1 hallazgo' }),
    ).toHaveAttribute('data-state', 'missing');
    const withFindings = within(grid()).getByRole('button', {
      name: '9 nov 2026: Con hallazgos, 1 hallazgo',
    });
    expect(withFindings).toHaveAttribute('data-state', 'findings');
    expect(withFindings).toHaveTextContent('91 hallazgo');
    expect(within(grid()).getByRole('button', { name: '20 nov 2026: Pendiente' })).toHaveAttribute(
      'data-state',
      'pending',
    );
    // 1 November 2026 is a Sunday: six blank cells after the seven weekday names.
    const cells = Array.from(grid().children);
    expect(cells.slice(0, 7).map((c) => c.textContent)).toEqual([
      'lun',
      'mar',
      'mié',
      'jue',
      'vie',
      'sáb',
      'dom',
    ]);
    expect(cells.slice(7, 13).every((c) => c.textContent === '')).toBe(true);
    expect(cells[13]).toBe(buttons[0]);
  });

  it('picks a day, and all days when it is picked again', async () => {
    const onSelect = jest.fn();
    const { user } = renderWithProviders(<Holder onSelect={onSelect} />);
    const day = within(grid()).getByRole('button', {
      name: '9 nov 2026: Con hallazgos, 1 hallazgo',
    });
    expect(day).toHaveAttribute('aria-pressed', 'false');
    await user.click(day);
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-09');
    expect(day).toHaveAttribute('aria-pressed', 'true');
    await user.click(day);
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(day).toHaveAttribute('aria-pressed', 'false');
  });

  it('says what each colour means', () => {
    renderWithProviders(<MonthCalendar days={days} monthName="noviembre de 2026" />);
    const legend = screen.getByRole('list', { name: 'Qué significa cada color' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Completo', 'Con hallazgos', 'Faltante', 'Pendiente']);
  });

  it('reads in English', () => {
    renderWithProviders(<MonthCalendar days={days} monthName="November 2026" />, {
      language: 'en',
    });
    expect(screen.getByRole('group', { name: 'Days of November 2026' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Nov 4, 2026: Missing, 1 finding$/ }),
    ).toBeInTheDocument();
  });
});
