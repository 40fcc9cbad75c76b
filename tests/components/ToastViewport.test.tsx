import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { ToastViewport, type ToastItem } from '@/components/ToastViewport';
import { renderWithProviders } from '../support/renderWithProviders';

function Harness({
  initial,
  position,
}: {
  initial: ToastItem[];
  position?: 'bottom-center' | 'bottom-right';
}) {
  const [toasts, setToasts] = useState(initial);
  return (
    <ToastViewport
      toasts={toasts}
      position={position}
      onDismiss={(id) => setToasts((list) => list.filter((toast) => toast.id !== id))}
    />
  );
}

describe('ToastViewport', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stacks toasts bottom centre by default and removes each one after 6 s', () => {
    renderWithProviders(
      <Harness
        initial={[
          { id: '1', severity: 'success', message: 'Competencia agregada a "Mi estación"' },
          { id: '2', severity: 'error', message: 'Error: sin conexión' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Notificaciones' });
    expect(region).toHaveAttribute('data-position', 'bottom-center');
    expect(screen.getByText('Competencia agregada a "Mi estación"')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.queryByText(/Competencia agregada/)).not.toBeInTheDocument();
    expect(screen.queryByText('Error: sin conexión')).not.toBeInTheDocument();
  });

  it('supports the files screen bottom-right position', () => {
    renderWithProviders(<Harness position="bottom-right" initial={[]} />);
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toHaveAttribute(
      'data-position',
      'bottom-right',
    );
  });
});
