import { screen } from '@testing-library/react';
import { MonthPicker } from '@/features/compliance/components/MonthPicker';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('MonthPicker', () => {
  it('shows the month and moves to the one before and after', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <MonthPicker month="2026-01" latest="2026-11" onChange={onChange} />,
    );
    expect(screen.getByRole('group', { name: 'Mes' })).toHaveTextContent('enero de 2026');
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(onChange).toHaveBeenLastCalledWith('2025-12');
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-02');
  });

  it('goes no further than the latest month', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <MonthPicker month="2026-11" latest="2026-11" onChange={onChange} />,
    );
    const next = screen.getByRole('button', { name: 'Mes siguiente' });
    expect(next).toBeDisabled();
    await user.click(next);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeEnabled();
  });

  it('reads in English', () => {
    renderWithProviders(<MonthPicker month="2026-11" latest="2026-12" onChange={jest.fn()} />, {
      language: 'en',
    });
    expect(screen.getByText('November 2026')).toBeInTheDocument();
  });
});
