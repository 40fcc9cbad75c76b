import { screen } from '@testing-library/react';
import { PlaceholderScreen } from '@/features/shell/components/PlaceholderScreen';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

describe('PlaceholderScreen', () => {
  it("shows the screen name and the 'en construcción' message", () => {
    renderWithProviders(<PlaceholderScreen name="Cámaras" />);
    expect(screen.getByRole('heading', { name: 'Cámaras' })).toBeInTheDocument();
    expect(screen.getByText(/en construcción/)).toBeInTheDocument();
  });

  it('renders a name with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(<PlaceholderScreen name={HTML_METACHARACTERS} />);
    expect(screen.getByRole('heading', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
