// Keyboard use of a list: arrows/Home/End move the active item past disabled ones (stopping at
// the ends, or wrapping for menus), Enter/Space activate, Escape and Tab close, letters jump.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useListKeyboard, type ListKeyboardOptions } from '@/components/hooks/useListKeyboard';

const LABELS = ['Diésel', 'Magna', 'Premium', 'Mezcla', 'Gas'];

function List({
  disabled = [],
  wrap,
  onActivate,
  onEscape = () => {},
  onTab,
  typeAhead = true,
  start = 0,
}: Partial<Pick<ListKeyboardOptions, 'wrap' | 'onActivate' | 'onTab'>> & {
  disabled?: number[];
  onEscape?: () => void;
  typeAhead?: boolean;
  start?: number;
}) {
  const [active, setActive] = useState(start);
  const onKeyDown = useListKeyboard<HTMLUListElement>(() => ({
    count: LABELS.length,
    active,
    onMove: setActive,
    isDisabled: (index) => disabled.includes(index),
    wrap,
    onActivate,
    onEscape,
    onTab,
    labelOf: typeAhead ? (index) => LABELS[index]! : undefined,
  }));
  return (
    <ul role="listbox" tabIndex={-1} onKeyDown={onKeyDown} aria-activedescendant={`o${active}`}>
      {LABELS.map((label, index) => (
        <li key={label} id={`o${index}`} role="option" aria-selected={index === active}>
          {label}
        </li>
      ))}
    </ul>
  );
}

const press = (key: string) => fireEvent.keyDown(screen.getByRole('listbox'), { key });
const active = () => screen.getByRole('option', { selected: true }).textContent;

it('arrows move and stop at the ends; Home and End go to the first and last', () => {
  render(<List />);
  press('ArrowUp');
  expect(active()).toBe('Diésel');
  press('ArrowDown');
  press('ArrowDown');
  expect(active()).toBe('Premium');
  press('End');
  expect(active()).toBe('Gas');
  press('ArrowDown');
  expect(active()).toBe('Gas');
  press('Home');
  expect(active()).toBe('Diésel');
});

it('disabled items are skipped, also by Home and End', () => {
  render(<List disabled={[0, 2, 4]} start={1} />);
  press('ArrowDown');
  expect(active()).toBe('Mezcla');
  press('End');
  expect(active()).toBe('Mezcla');
  press('Home');
  expect(active()).toBe('Magna');
});

it('a menu wraps from the last item to the first and back', () => {
  render(<List wrap start={4} />);
  press('ArrowDown');
  expect(active()).toBe('Diésel');
  press('ArrowUp');
  expect(active()).toBe('Gas');
});

it('Enter and Space activate the active item; Escape and Tab close', () => {
  const onActivate = jest.fn();
  const onEscape = jest.fn();
  const onTab = jest.fn();
  render(<List start={1} onActivate={onActivate} onEscape={onEscape} onTab={onTab} />);
  press('Enter');
  press(' ');
  expect(onActivate.mock.calls).toEqual([[1], [1]]);
  const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  const outer = jest.fn();
  document.addEventListener('keydown', outer);
  screen.getByRole('listbox').dispatchEvent(escape);
  document.removeEventListener('keydown', outer);
  expect(onEscape).toHaveBeenCalledTimes(1);
  expect(escape.defaultPrevented).toBe(true);
  expect(outer).not.toHaveBeenCalled();
  press('Tab');
  expect(onTab).toHaveBeenCalledTimes(1);
});

it('without onActivate, Enter is left to the item (not prevented)', () => {
  render(<List />);
  expect(press('Enter')).toBe(true);
});

it('a letter jumps to the next item starting with it, cycling', () => {
  render(<List />);
  press('m');
  expect(active()).toBe('Magna');
  press('M');
  expect(active()).toBe('Mezcla');
  press('m');
  expect(active()).toBe('Magna');
  press('x');
  expect(active()).toBe('Magna');
});

it('without labels, letters do nothing', () => {
  render(<List typeAhead={false} />);
  press('m');
  expect(active()).toBe('Diésel');
});
