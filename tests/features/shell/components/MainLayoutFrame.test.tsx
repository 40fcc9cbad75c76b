import { screen } from '@testing-library/react';
import { MainLayoutFrame } from '@/features/shell/components/MainLayoutFrame';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('MainLayoutFrame', () => {
  it('places side menu, top bar and content, with a skip link to the content', () => {
    renderWithProviders(
      <MainLayoutFrame sideMenu={<nav aria-label="Menú">m</nav>} topBar={<header>Barra</header>}>
        <p>Contenido</p>
      </MainLayoutFrame>,
    );
    expect(screen.getByRole('navigation', { name: 'Menú' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Barra');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Contenido');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
      'href',
      `#${main.id}`,
    );
  });
});
