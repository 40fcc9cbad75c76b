import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Select, type SelectOption } from '@/components/Select';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

const fuels: SelectOption[] = [
  { value: 'regular', label: 'Regular' },
  { value: 'premium', label: 'Premium' },
  { value: 'diesel', label: 'Diesel' },
];

function Harness({
  options = fuels,
  onChange = () => undefined,
}: {
  options?: SelectOption[];
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Combustible"
      options={options}
      value={value}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

describe('Select', () => {
  it('shows the placeholder, opens on click and chooses an option', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Combustible' });
    expect(trigger).toHaveTextContent('Seleccionar');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Combustible' })).toHaveFocus();
    await user.click(screen.getByRole('option', { name: 'Premium' }));
    expect(onChange).toHaveBeenCalledWith('premium');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Premium');
    expect(trigger).toHaveFocus();
  });

  it('works with the keyboard: arrows, Enter, Escape, type-ahead', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Combustible' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox');
    expect(list).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Regular' }).id,
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('diesel');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: 'Diesel' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('p{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('premium');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("shows 'Sin resultados' when there are no options", async () => {
    const { user } = renderWithProviders(<Harness options={[]} />);
    await user.click(screen.getByRole('combobox', { name: 'Combustible' }));
    expect(screen.getByText('Sin resultados')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Sin resultados')).not.toBeInTheDocument();
  });

  it('closes on an outside click', async () => {
    const { user } = renderWithProviders(
      <>
        <Harness />
        <button>Fuera</button>
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Combustible' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fuera' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('disabled does not open', async () => {
    const { user } = renderWithProviders(
      <Select
        label="Periodo"
        options={fuels}
        value="regular"
        onChange={() => undefined}
        disabled
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Periodo' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('renders option labels with HTML metacharacters as text', async () => {
    const { user } = renderWithProviders(
      <Select
        aria-label="Marca"
        options={[{ value: 'x', label: HTML_METACHARACTERS }]}
        value="x"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Marca' })).toHaveTextContent(HTML_METACHARACTERS);
    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    expect(screen.getByRole('option', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(document.body.querySelector('b')).toBeNull();
  });
});
