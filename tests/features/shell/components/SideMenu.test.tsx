import { fireEvent, screen } from '@testing-library/react';
import { SideMenu, type SideMenuGroup } from '@/features/shell/components/SideMenu';
import { HTML_METACHARACTERS, renderWithProviders } from '../../../support/renderWithProviders';

const groups: SideMenuGroup[] = [
  {
    key: 'main',
    items: [
      { key: 'home', label: 'Inicio', to: '/home', icon: 'home' },
      { key: 'dashboard', label: 'Dashboard', to: '/dashboard', icon: 'chart', active: true },
    ],
  },
  {
    key: 'admin',
    title: 'Administración',
    items: [{ key: 'cameras', label: 'Cámaras', to: '/cameras', icon: 'camera' }],
  },
  { key: 'empty', title: 'Vacío', items: [] },
];

describe('SideMenu', () => {
  it('renders grouped links in a labelled navigation, marking the active one', () => {
    renderWithProviders(<SideMenu groups={groups} />);
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');
    expect(screen.getByText('Administración')).toBeInTheDocument();
    // Groups without items are not drawn.
    expect(screen.queryByText('Vacío')).not.toBeInTheDocument();
  });

  it('hands plain-anchor clicks to onNavigate and closes the open drawer', async () => {
    const onNavigate = jest.fn();
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <SideMenu groups={groups} open onClose={onClose} onNavigate={onNavigate} />,
    );
    await user.click(screen.getByRole('link', { name: 'Cámaras' }));
    expect(onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'cameras', to: '/cameras' }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses renderLink for router links', () => {
    renderWithProviders(
      <SideMenu
        groups={groups}
        renderLink={(item, props) => (
          <a {...props} data-router-link={item.key}>
            {props.children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'data-router-link',
      'home',
    );
  });

  it('the drawer closes with Escape, the close button and the backdrop', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<SideMenu groups={groups} open onClose={onClose} />);
    await user.keyboard('{Escape}');
    // The close button is mobile-only (hidden by CSS on desktop widths, as in jsdom).
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar menú', hidden: true }));
    await user.click(screen.getByTestId('side-menu-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('renders labels with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(
      <SideMenu
        groups={[
          {
            key: 'g',
            title: HTML_METACHARACTERS,
            items: [{ key: 'x', label: HTML_METACHARACTERS, to: '/x' }],
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
