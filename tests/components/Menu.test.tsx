import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Menu, type MenuItem } from '@/components/Menu';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

function Harness({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={anchorRef} onClick={() => setOpen((v) => !v)}>
        Opciones
      </button>
      <Menu
        open={open}
        anchorRef={anchorRef}
        onClose={() => setOpen(false)}
        items={items}
        aria-label="Opciones"
      />
    </>
  );
}

describe('Menu', () => {
  it('focuses the first item, moves with arrows and runs the chosen item', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const { user } = renderWithProviders(
      <Harness
        items={[
          { key: 'edit', label: 'Editar', icon: 'edit', onSelect: onEdit },
          { key: 'off', label: 'Inactivo', onSelect: jest.fn(), disabled: true },
          { key: 'delete', label: 'Eliminar', icon: 'delete', danger: true, onSelect: onDelete },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Opciones' }));
    expect(screen.getByRole('menu', { name: 'Opciones' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // The disabled item is skipped.
    expect(screen.getByRole('menuitem', { name: 'Eliminar' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opciones' })).toHaveFocus();
  });

  it('Escape closes and returns focus to the anchor', async () => {
    const { user } = renderWithProviders(
      <Harness items={[{ key: 'a', label: 'A', onSelect: jest.fn() }]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Opciones' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opciones' })).toHaveFocus();
  });

  it('radio items report their checked state', async () => {
    const { user } = renderWithProviders(
      <Harness
        items={[
          { key: 'es', label: 'Español', checked: true, onSelect: jest.fn() },
          { key: 'en', label: 'English', checked: false, onSelect: jest.fn() },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Opciones' }));
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('renders labels with HTML metacharacters as text', async () => {
    const { user } = renderWithProviders(
      <Harness items={[{ key: 'x', label: HTML_METACHARACTERS, onSelect: jest.fn() }]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Opciones' }));
    expect(screen.getByRole('menuitem', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(document.body.querySelector('b')).toBeNull();
  });
});
