import { screen } from '@testing-library/react';
import { EmptyState } from '@/components/EmptyState';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

describe('EmptyState', () => {
  it("defaults its title to 'Vacío'", () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByText('Vacío')).toBeInTheDocument();
  });

  it('shows the files screen texts and an action', () => {
    renderWithProviders(
      <EmptyState
        title="No hay archivos disponibles"
        description="No se encontraron archivos en esta carpeta. Intenta subir algunos archivos."
        action={<button>Subir</button>}
      />,
    );
    expect(screen.getByText('No hay archivos disponibles')).toBeInTheDocument();
    expect(screen.getByText(/Intenta subir algunos archivos/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir' })).toBeInTheDocument();
  });

  it('renders texts with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(
      <EmptyState title={HTML_METACHARACTERS} description={HTML_METACHARACTERS} />,
    );
    expect(screen.getAllByText(HTML_METACHARACTERS)).toHaveLength(2);
    expect(container.querySelector('b')).toBeNull();
  });
});
