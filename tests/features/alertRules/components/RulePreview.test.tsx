import { screen } from '@testing-library/react';
import { RulePreview } from '@/features/alertRules/components/RulePreview';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('RulePreview', () => {
  it('says in words when the kind keeps no history, or nothing is stored yet', () => {
    const { rerender } = renderWithProviders(<RulePreview state={{ status: 'notKept' }} />);
    expect(screen.getByText('Vista previa: últimos 30 días')).toBeInTheDocument();
    expect(screen.getByText(/su historial no se guarda/)).toBeInTheDocument();
    rerender(<RulePreview state={{ status: 'noHistory' }} />);
    expect(screen.getByText(/Aún no hay historial guardado/)).toBeInTheDocument();
  });

  it('counts the alerts it would have raised, with examples', () => {
    renderWithProviders(
      <RulePreview
        state={{
          status: 'ready',
          count: 3,
          examples: [
            {
              key: 'a',
              at: '2026-07-28T12:00:00Z',
              station: 'Estación Centro',
              text: 'Regular ▼ 0.50',
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Habría levantado 3 alertas en los últimos 30 días.',
    );
    expect(screen.getByText(/Estación Centro: Regular ▼ 0.50/)).toBeInTheDocument();
  });

  it('says none, one, loading, idle and failed in words', () => {
    const { rerender } = renderWithProviders(
      <RulePreview state={{ status: 'ready', count: 0, examples: [] }} />,
    );
    expect(
      screen.getByText('No habría levantado ninguna alerta en los últimos 30 días.'),
    ).toBeInTheDocument();
    rerender(<RulePreview state={{ status: 'ready', count: 1, examples: [] }} />);
    expect(
      screen.getByText('Habría levantado 1 alerta en los últimos 30 días.'),
    ).toBeInTheDocument();
    rerender(<RulePreview state={{ status: 'loading' }} />);
    expect(
      screen.getByRole('status', { name: 'Calculando sobre el historial…' }),
    ).toBeInTheDocument();
    rerender(<RulePreview state={{ status: 'idle' }} />);
    expect(screen.getByText(/Completa la condición/)).toBeInTheDocument();
    rerender(<RulePreview state={{ status: 'failed', message: '' }} />);
    expect(screen.getByText(/No se pudo calcular la vista previa/)).toBeInTheDocument();
  });
});
