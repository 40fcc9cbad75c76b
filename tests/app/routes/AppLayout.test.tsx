import { screen, within } from '@testing-library/react';
import { AppLayout } from '@/app/routes/AppLayout';
import { demoProfiles, demoToken, type DemoAccount } from '../../support/msw/handlers';
import { setupApiServer } from '../../support/msw/server';
import { renderScreen, signedInAs } from '../../support/renderScreen';

setupApiServer();

async function menuLinks(account: DemoAccount) {
  renderScreen(
    <AppLayout screen="Home">
      <p>contenido</p>
    </AppLayout>,
    { path: '/home', auth: signedInAs(demoProfiles[account], demoToken(account)) },
  );
  const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
  return within(nav);
}

describe('side menu entry of the provider screen', () => {
  it('shows Clientes to provider users, linking to /provider/customers', async () => {
    const nav = await menuLinks('proveedor');
    expect(nav.getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/provider/customers',
    );
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Global',
      'Alertas',
      'Dashboard',
      'Precio',
      // Every signed-in user reads the alert rules of the stations they see.
      'Reglas de alerta',
      'Clientes',
      'Cambiar contraseña',
    ]);
  });

  it.each(['admin', 'editor', 'visor', 'sinpermisos'] as const)(
    'does not show it to %s',
    async (account) => {
      const nav = await menuLinks(account);
      expect(nav.getByRole('link', { name: 'Global' })).toBeInTheDocument();
      expect(nav.queryByRole('link', { name: 'Clientes' })).not.toBeInTheDocument();
    },
  );
});
