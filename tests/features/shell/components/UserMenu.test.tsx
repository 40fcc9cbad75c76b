import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { UserMenu, type UserMenuProps } from '@/features/shell/components/UserMenu';
import { HTML_METACHARACTERS, renderWithProviders } from '../../../support/renderWithProviders';

type Callbacks = Pick<
  UserMenuProps,
  'onProfile' | 'onLanguageChange' | 'onExportActions' | 'onSignOut'
>;

function Harness(props: Callbacks & { name?: string }) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={anchorRef} onClick={() => setOpen(true)}>
        Avatar
      </button>
      <UserMenu
        {...props}
        open={open}
        anchorRef={anchorRef}
        onClose={() => setOpen(false)}
        name={props.name ?? 'Ana López'}
        email="ana@example.test"
        language="es"
      />
    </>
  );
}

describe('UserMenu', () => {
  it('offers profile, language, export and sign out as callbacks', async () => {
    const callbacks = {
      onProfile: jest.fn(),
      onLanguageChange: jest.fn(),
      onExportActions: jest.fn(),
      onSignOut: jest.fn(),
    };
    const { user } = renderWithProviders(<Harness {...callbacks} />);
    await user.click(screen.getByRole('button', { name: 'Avatar' }));
    expect(screen.getByRole('menu', { name: 'Menú de usuario' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.test')).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(callbacks.onLanguageChange).toHaveBeenCalledWith('en');

    await user.click(screen.getByRole('button', { name: 'Avatar' }));
    await user.click(screen.getByRole('menuitem', { name: 'Perfil' }));
    expect(callbacks.onProfile).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Avatar' }));
    await user.click(screen.getByRole('menuitem', { name: 'Exportar acciones grabadas' }));
    expect(callbacks.onExportActions).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Avatar' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(callbacks.onSignOut).toHaveBeenCalledTimes(1);
  });

  it('choosing the current language does nothing; entries without callbacks are hidden', async () => {
    const onLanguageChange = jest.fn();
    const { user } = renderWithProviders(
      <Harness onLanguageChange={onLanguageChange} onSignOut={jest.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Avatar' }));
    expect(screen.queryByRole('menuitem', { name: 'Perfil' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('menuitem', { name: 'Exportar acciones grabadas' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitemradio', { name: 'Español' }));
    expect(onLanguageChange).not.toHaveBeenCalled();
  });

  it('renders the user name with HTML metacharacters as text', async () => {
    const { user } = renderWithProviders(
      <Harness name={HTML_METACHARACTERS} onSignOut={jest.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Avatar' }));
    expect(screen.getAllByText(HTML_METACHARACTERS).length).toBeGreaterThan(0);
    expect(document.body.querySelector('b')).toBeNull();
  });
});
