import { screen, within } from '@testing-library/react';
import {
  DownloadMonitor,
  MONITOR_WIDTH,
  type DownloadMonitorProps,
} from '@/features/files/components/DownloadMonitor';
import { renderWithProviders } from '../../../support/renderWithProviders';

function renderMonitor(props: Partial<DownloadMonitorProps> = {}) {
  const handlers = {
    onPause: jest.fn(),
    onResume: jest.fn(),
    onRetry: jest.fn(),
    onCancel: jest.fn(),
    onRetrigger: jest.fn(),
  };
  const result = renderWithProviders(
    <DownloadMonitor
      name="Reporte diario 2022-01-08.pdf"
      status="downloading"
      percent={42}
      {...handlers}
      {...props}
    />,
  );
  const card = screen.getByRole('region', { name: 'Descarga de Reporte diario 2022-01-08.pdf' });
  return { ...result, handlers, card };
}

const buttons = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('DownloadMonitor', () => {
  it("starting: 'Iniciando descarga...', pause and cancel", async () => {
    const { card, user, handlers } = renderMonitor({ status: 'starting', percent: null });
    expect(within(card).getByRole('status')).toHaveTextContent('Iniciando descarga...');
    expect(buttons(card)).toEqual(['Pausar', 'Cancelar descarga']);
    expect(within(card).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    await user.click(within(card).getByRole('button', { name: 'Pausar' }));
    expect(handlers.onPause).toHaveBeenCalledTimes(1);
  });

  it("in progress: 'Descargando... N%' and a progress bar at N", async () => {
    const { card, user, handlers } = renderMonitor({ status: 'downloading', percent: 42 });
    expect(within(card).getByRole('status')).toHaveTextContent('Descargando... 42%');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await user.click(within(card).getByRole('button', { name: 'Cancelar descarga' }));
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
    // Clicking the monitor itself does nothing while it downloads.
    await user.click(within(card).getByRole('status'));
    expect(handlers.onRetrigger).not.toHaveBeenCalled();
  });

  it('paused: resume and cancel', async () => {
    const { card, user, handlers } = renderMonitor({ status: 'paused', percent: 60 });
    expect(within(card).getByRole('status')).toHaveTextContent('En pausa (60%)');
    expect(buttons(card)).toEqual(['Reanudar', 'Cancelar descarga']);
    await user.click(within(card).getByRole('button', { name: 'Reanudar' }));
    expect(handlers.onResume).toHaveBeenCalledTimes(1);
  });

  it("complete: 'Descartar' instead of cancel; a click downloads again", async () => {
    const { card, user, handlers } = renderMonitor({ status: 'complete', percent: 100 });
    expect(within(card).getByRole('status')).toHaveTextContent('Descarga completa');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await user.click(within(card).getByRole('button', { name: 'Descartar' }));
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
    await user.click(
      within(card).getByRole('button', {
        name: 'Descargar Reporte diario 2022-01-08.pdf de nuevo',
      }),
    );
    expect(handlers.onRetrigger).toHaveBeenCalledTimes(1);
  });

  it("failed: 'Error en la descarga', retry and a click that downloads again", async () => {
    const { card, user, handlers } = renderMonitor({ status: 'failed', percent: 30 });
    expect(within(card).getByRole('status')).toHaveTextContent('Error en la descarga');
    await user.click(within(card).getByRole('button', { name: 'Reintentar' }));
    expect(handlers.onRetry).toHaveBeenCalledTimes(1);
    await user.click(within(card).getByRole('button', { name: /de nuevo/ }));
    expect(handlers.onRetrigger).toHaveBeenCalledTimes(1);
  });

  it('offers retry only when a retry handler exists, and shows a specific error', () => {
    const { card } = renderMonitor({
      status: 'failed',
      percent: 30,
      onRetry: undefined,
      error: 'HTTP 500',
    });
    expect(within(card).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('HTTP 500');
  });

  it('is 320 px wide', () => {
    renderMonitor();
    expect(MONITOR_WIDTH).toBe(320);
    expect(screen.getByRole('region', { name: /Descarga de/ })).toHaveStyle({ width: '320px' });
  });
});
