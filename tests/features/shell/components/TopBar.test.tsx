import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { TopBar } from '@/features/shell/components/TopBar';
import { HTML_METACHARACTERS, renderWithProviders } from '../../../support/renderWithProviders';

describe('TopBar', () => {
  it('shows back, title, search, action and avatar; each calls back', async () => {
    const onBack = jest.fn();
    const onAction = jest.fn();
    const onOpenMenu = jest.fn();
    const onSearch = jest.fn();
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <TopBar
          title="Datos y Reportes"
          onBack={onBack}
          onOpenMenu={onOpenMenu}
          search={{
            value,
            onChange: (v) => {
              onSearch(v);
              setValue(v);
            },
          }}
          action={{ label: 'Agregar competencia', icon: 'plus', onClick: onAction }}
          onAvatarClick={jest.fn()}
        />
      );
    }
    const { user } = renderWithProviders(<Harness />);
    expect(screen.getByRole('heading', { level: 1, name: 'Datos y Reportes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ab');
    expect(onSearch).toHaveBeenLastCalledWith('ab');
    await user.click(screen.getByRole('button', { name: 'Agregar competencia' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    // The hamburger is for mobile: CSS hides it on desktop (jsdom applies no media query).
    const hamburger = screen.getByRole('button', { name: 'Abrir menú', hidden: true });
    expect(hamburger).not.toBeVisible();
    fireEvent.click(hamburger);
    expect(onOpenMenu).toHaveBeenCalledTimes(1);
  });

  it('leaves out what is not given and shows the default image without a picture', () => {
    renderWithProviders(<TopBar />);
    expect(screen.queryByRole('button', { name: 'Regresar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Usuario' }).querySelector('svg')).not.toBeNull();
  });

  it('shows the profile picture and opens the user menu from the avatar', async () => {
    const onSignOut = jest.fn();
    const { user } = renderWithProviders(
      <TopBar
        profilePictureUrl="https://example.test/me.png"
        profileName="Ana López"
        userMenu={{ language: 'es', onSignOut }}
      />,
    );
    const avatar = screen.getByRole('button', { name: 'Menú de usuario' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://example.test/me.png');
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("shows the alerts bell with the unread count, '9+' from 10 on", async () => {
    const onOpen = jest.fn();
    const { user, rerender } = renderWithProviders(<TopBar alerts={{ unread: 3, onOpen }} />);
    await user.click(screen.getByRole('button', { name: 'Alertas: 3 sin leer' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('alerts-unread')).toHaveTextContent('3');
    rerender(<TopBar alerts={{ unread: 10, onOpen }} />);
    expect(screen.getByTestId('alerts-unread')).toHaveTextContent('9+');
    rerender(<TopBar alerts={{ unread: 0, onOpen }} />);
    expect(screen.getByRole('button', { name: 'Alertas' })).toBeInTheDocument();
    expect(screen.queryByTestId('alerts-unread')).toBeNull();
    rerender(<TopBar />);
    expect(screen.queryByRole('button', { name: /^Alertas/ })).toBeNull();
  });

  it('renders a title with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(<TopBar title={HTML_METACHARACTERS} />);
    expect(screen.getByRole('heading', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
