import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { MultiSelect } from '@/components/MultiSelect';
import type { SelectOption } from '@/components/Select';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

const stations: SelectOption[] = [
  { value: 'a', label: 'Estación Norte' },
  { value: 'b', label: 'Estación Sur' },
  { value: 'c', label: 'Estación Centro' },
  { value: 'd', label: 'Estación Oriente' },
];

function Harness({
  initial = [],
  options = stations,
  onChange = () => undefined,
  placeholder,
}: {
  initial?: string[];
  options?: SelectOption[];
  onChange?: (v: string[]) => void;
  placeholder?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MultiSelect
        aria-label="Estaciones"
        placeholder={placeholder}
        options={options}
        value={value}
        width={192}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button>Fuera</button>
    </>
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Estaciones' });

describe('MultiSelect', () => {
  it("trigger title: placeholder, 'N selección(es)', 'Todos'", async () => {
    const { user } = renderWithProviders(<Harness placeholder="Elegir estaciones" />);
    expect(trigger()).toHaveTextContent('Elegir estaciones');
    expect(trigger()).toHaveStyle({ height: '48px' });
    await user.click(trigger());
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Estación Norte' }));
    expect(trigger()).toHaveTextContent('1 selección');
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Estación Sur' }));
    expect(trigger()).toHaveTextContent('2 selecciones');
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Todos' }));
    expect(trigger()).toHaveTextContent('Todos');
  });

  it("'Todos' selects all, then clears all", async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness initial={['b']} onChange={onChange} />);
    await user.click(trigger());
    const all = screen.getByRole('option', { name: 'Todos' });
    expect(all).toHaveAttribute('aria-selected', 'false');
    fireEvent.mouseDown(all);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c', 'd']);
    expect(all).toHaveAttribute('aria-selected', 'true');
    fireEvent.mouseDown(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryAllByRole('option', { selected: true })).toHaveLength(0);
  });

  it('drag-select: press on one option and move across others selects the range', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.click(trigger());
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Estación Norte' }));
    fireEvent.mouseEnter(screen.getByRole('option', { name: 'Estación Sur' }));
    fireEvent.mouseEnter(screen.getByRole('option', { name: 'Estación Centro' }));
    fireEvent.mouseUp(document);
    // After release, hovering no longer selects.
    fireEvent.mouseEnter(screen.getByRole('option', { name: 'Estación Oriente' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c']);
    expect(screen.getByRole('option', { name: 'Estación Oriente' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(trigger()).toHaveTextContent('3 selecciones');
  });

  it('dragging from a selected option clears the ones it crosses', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <Harness initial={['a', 'b', 'c', 'd']} onChange={onChange} />,
    );
    await user.click(trigger());
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Estación Sur' }));
    fireEvent.mouseEnter(screen.getByRole('option', { name: 'Estación Centro' }));
    fireEvent.mouseUp(document);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'd']);
  });

  it('keyboard: Space toggles the active row, Escape closes and returns focus', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toHaveFocus();
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith(['a']);
    await user.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c', 'd']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('closes on an outside click', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(trigger());
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getByRole('button', { name: 'Fuera' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("shows 'Sin resultados' with no options", async () => {
    const { user } = renderWithProviders(<Harness options={[]} />);
    await user.click(trigger());
    expect(screen.getByText('Sin resultados')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Todos' })).not.toBeInTheDocument();
  });

  it('lets the caller decide the title', () => {
    renderWithProviders(
      <MultiSelect
        aria-label="Estaciones"
        options={stations}
        value={['a']}
        onChange={() => undefined}
        formatTitle={(count, total) => `${count} de ${total}`}
      />,
    );
    expect(trigger()).toHaveTextContent('1 de 4');
  });

  it('renders option labels with HTML metacharacters as text', async () => {
    const { user } = renderWithProviders(
      <Harness options={[{ value: 'x', label: HTML_METACHARACTERS }]} />,
    );
    await user.click(trigger());
    expect(screen.getByRole('option', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(document.body.querySelector('b')).toBeNull();
  });
});
