import { screen, within } from '@testing-library/react';
import { Card } from '@/components/Card';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

describe('Card', () => {
  it('is a region named by its title with actions and body', () => {
    renderWithProviders(
      <Card title="Histórico" subtitle="Precio mensual" actions={<button>Filtrar</button>}>
        <p>Contenido</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Histórico' });
    expect(within(region).getByRole('heading', { name: 'Histórico' })).toBeInTheDocument();
    expect(within(region).getByText('Precio mensual')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();
    expect(within(region).getByText('Contenido')).toBeInTheDocument();
  });

  it('has no header without title or actions', () => {
    renderWithProviders(<Card>Solo cuerpo</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Solo cuerpo')).toBeInTheDocument();
  });

  it('renders a title with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(<Card title={HTML_METACHARACTERS}>x</Card>);
    expect(screen.getByRole('heading', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
