import { screen } from '@testing-library/react';
import { Spinner } from '@/components/Spinner';
import { renderWithProviders } from '../support/renderWithProviders';

describe('Spinner', () => {
  it('announces the Spanish loading text by default', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('uses a caller label', () => {
    renderWithProviders(<Spinner label="Descargando archivos" centered />);
    expect(screen.getByRole('status')).toHaveTextContent('Descargando archivos');
  });

  it('follows the language of the i18n instance', () => {
    renderWithProviders(<Spinner />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('is silent when decorative', () => {
    renderWithProviders(<Spinner decorative size="small" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
