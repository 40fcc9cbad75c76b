import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { Toast } from '@/components/Toast';
import { ToastViewport, type ToastItem, type ToastPosition } from '@/components/ToastViewport';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const samples: ToastItem[] = [
  { id: '1', severity: 'success', message: 'Competencia agregada a "Mi estación Centro"' },
  { id: '2', severity: 'error', message: 'Error: No tienes permisos para aplicar cambios' },
  { id: '3', severity: 'warning', message: 'La descarga se pausó' },
  { id: '4', severity: 'info', message: 'Te avisaremos por correo cuando el reporte esté listo.' },
];

function ToastDemo({
  initial,
  position,
  durationMs,
}: {
  initial: ToastItem[];
  position?: ToastPosition;
  durationMs?: number;
}) {
  const [toasts, setToasts] = useState(initial);
  const [counter, setCounter] = useState(initial.length);
  const push = (severity: ToastItem['severity']) => {
    const next = counter + 1;
    setCounter(next);
    setToasts((list) => [
      ...list,
      { id: String(next), severity, message: `Notificación ${next} (${severity})` },
    ]);
  };
  return (
    <div style={{ minHeight: 420 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={() => push('success')}>Éxito</Button>
        <Button variant="danger" onClick={() => push('error')}>
          Error
        </Button>
        <Button variant="secondary" onClick={() => push('warning')}>
          Advertencia
        </Button>
        <Button variant="text" onClick={() => push('info')}>
          Información
        </Button>
      </div>
      <ToastViewport
        toasts={toasts}
        position={position}
        durationMs={durationMs}
        onDismiss={(id) => setToasts((list) => list.filter((toast) => toast.id !== id))}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ToastViewport',
  component: ToastViewport,
  args: { toasts: samples, onDismiss: () => undefined },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

// Long duration so the static screenshots keep the toasts on screen.
export const AllSeverities: Story = {
  render: () => <ToastDemo initial={samples} durationMs={600000} />,
};
export const BottomRight: Story = {
  render: () => (
    <ToastDemo initial={samples.slice(0, 2)} position="bottom-right" durationMs={600000} />
  ),
};
export const AutoDismiss: Story = { render: () => <ToastDemo initial={samples.slice(0, 1)} /> };
export const Empty: Story = { render: () => <ToastDemo initial={[]} /> };
export const LongText: Story = {
  render: () => (
    <ToastDemo initial={[{ id: 'l', severity: 'info', message: LONG_TEXT }]} durationMs={600000} />
  ),
};
export const HtmlMetacharacters: Story = {
  render: () => (
    <ToastDemo initial={[{ id: 'h', severity: 'error', message: HTML_TEXT }]} durationMs={600000} />
  ),
};

export const SingleToast: Story = {
  render: () => (
    <div style={{ maxWidth: 440 }}>
      <Toast
        toast={{ id: 's', severity: 'success', message: 'Competencia Pemex Insurgentes eliminada' }}
        onDismiss={() => undefined}
        durationMs={600000}
      />
    </div>
  ),
};
