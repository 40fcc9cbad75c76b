import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import {
  FindingsFilters,
  type FindingsFilterValue,
} from '@/features/compliance/components/FindingsFilters';
import { renderWithProviders } from '../../../support/renderWithProviders';

const NONE: FindingsFilterValue = { rule: null, day: null, severity: null };
const DAYS = ['2026-11-01', '2026-11-02', '2026-11-03'];

function Holder({
  onChange,
  initial = NONE,
}: {
  onChange: (value: FindingsFilterValue) => void;
  initial?: FindingsFilterValue;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FindingsFilters
      value={value}
      rules={['coverage', 'dailyBalance', 'calibration']}
      days={DAYS}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const options = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('FindingsFilters', () => {
  it('offers the rules given, the days of the month and the severities, each with an all', async () => {
    const { user } = renderWithProviders(<Holder onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Regla' })).toHaveTextContent('Todas las reglas');
    expect(screen.getByRole('combobox', { name: 'Día' })).toHaveTextContent('Todos los días');
    expect(screen.getByRole('combobox', { name: 'Gravedad' })).toHaveTextContent('Todas');
    await user.click(screen.getByRole('combobox', { name: 'Regla' }));
    expect(options()).toEqual([
      'Todas las reglas',
      'Reporte diario faltante o incompleto',
      'Balance del día',
      'Calibración vencida',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Día' }));
    expect(options()).toEqual(['Todos los días', '1 nov 2026', '2 nov 2026', '3 nov 2026']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Gravedad' }));
    expect(options()).toEqual(['Todas', 'Grave', 'Media', 'Leve']);
  });

  it('reports each filter picked with the others kept, and none again for all', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Holder onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Regla' }));
    await user.click(screen.getByRole('option', { name: 'Balance del día' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NONE, rule: 'dailyBalance' });
    await user.click(screen.getByRole('combobox', { name: 'Día' }));
    await user.click(screen.getByRole('option', { name: '2 nov 2026' }));
    await user.click(screen.getByRole('combobox', { name: 'Gravedad' }));
    await user.click(screen.getByRole('option', { name: 'Grave' }));
    expect(onChange).toHaveBeenLastCalledWith({
      rule: 'dailyBalance',
      day: '2026-11-02',
      severity: 'high',
    });
    await user.click(screen.getByRole('combobox', { name: 'Regla' }));
    await user.click(screen.getByRole('option', { name: 'Todas las reglas' }));
    await user.click(screen.getByRole('combobox', { name: 'Día' }));
    await user.click(screen.getByRole('option', { name: 'Todos los días' }));
    await user.click(screen.getByRole('combobox', { name: 'Gravedad' }));
    await user.click(screen.getByRole('option', { name: 'Todas' }));
    expect(onChange).toHaveBeenLastCalledWith(NONE);
  });

  it('shows the filters it is given', () => {
    renderWithProviders(
      <Holder
        onChange={jest.fn()}
        initial={{ rule: 'calibration', day: '2026-11-03', severity: 'medium' }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Regla' })).toHaveTextContent(
      'Calibración vencida',
    );
    expect(screen.getByRole('combobox', { name: 'Día' })).toHaveTextContent('3 nov 2026');
    expect(screen.getByRole('combobox', { name: 'Gravedad' })).toHaveTextContent('Media');
  });
});
