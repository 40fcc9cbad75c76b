import { act, screen } from '@testing-library/react';
import { Toast } from '@/components/Toast';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('auto-dismisses after 6 s by calling onDismiss(id)', () => {
    const onDismiss = jest.fn();
    renderWithProviders(
      <Toast
        toast={{ id: 't1', severity: 'success', message: 'Competencia agregada' }}
        onDismiss={onDismiss}
      />,
    );
    act(() => jest.advanceTimersByTime(5999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('a new onDismiss function on re-render does not restart the countdown', () => {
    const first = jest.fn();
    const second = jest.fn();
    const toast = { id: 't1', severity: 'info' as const, message: 'Hola' };
    const { rerender } = renderWithProviders(<Toast toast={toast} onDismiss={first} />);
    act(() => jest.advanceTimersByTime(4000));
    rerender(<Toast toast={toast} onDismiss={second} />);
    act(() => jest.advanceTimersByTime(2000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('t1');
  });

  it('pauses while hovered and a null duration never expires', async () => {
    const onDismiss = jest.fn();
    const { user } = renderWithProviders(
      <>
        <Toast toast={{ id: 'a', severity: 'warning', message: 'Pausa' }} onDismiss={onDismiss} />
        <Toast
          toast={{ id: 'b', severity: 'info', message: 'Fijo', durationMs: null }}
          onDismiss={onDismiss}
        />
      </>,
      { user: { advanceTimers: jest.advanceTimersByTime } },
    );
    await user.hover(screen.getByText('Pausa'));
    act(() => jest.advanceTimersByTime(10000));
    expect(onDismiss).not.toHaveBeenCalled();
    await user.unhover(screen.getByText('Pausa'));
    act(() => jest.advanceTimersByTime(6000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('dismiss button calls onDismiss; errors are alerts, successes statuses', async () => {
    const onDismiss = jest.fn();
    const { user } = renderWithProviders(
      <>
        <Toast
          toast={{ id: 'e', severity: 'error', message: 'Error: boom' }}
          onDismiss={onDismiss}
        />
        <Toast toast={{ id: 's', severity: 'success', message: 'Listo' }} onDismiss={onDismiss} />
      </>,
      { user: { advanceTimers: jest.advanceTimersByTime } },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: boom');
    expect(screen.getByRole('status')).toHaveTextContent('Listo');
    await user.click(
      screen.getAllByRole('button', { name: 'Cerrar notificación' })[0] as HTMLElement,
    );
    expect(onDismiss).toHaveBeenCalledWith('e');
  });

  it('renders a message with HTML metacharacters as text', () => {
    renderWithProviders(
      <Toast
        toast={{ id: 'x', severity: 'info', message: HTML_METACHARACTERS }}
        onDismiss={() => undefined}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(HTML_METACHARACTERS);
    expect(screen.getByRole('status').querySelector('b')).toBeNull();
  });
});
