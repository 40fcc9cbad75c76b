import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useRef, useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { Popover } from '@/components/Popover';

function PopoverDemo({
  width,
  placement,
}: {
  width?: number | 'anchor';
  placement?: 'bottom-start' | 'bottom-end';
}) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  return (
    <div
      style={{
        minHeight: 260,
        display: 'flex',
        justifyContent: placement === 'bottom-end' ? 'flex-end' : 'flex-start',
      }}
    >
      <Button
        ref={anchorRef}
        variant="secondary"
        endIcon="chevron-down"
        onClick={() => setOpen((v) => !v)}
      >
        Filtros
      </Button>
      <Popover
        open={open}
        anchorRef={anchorRef}
        onClose={() => setOpen(false)}
        width={width}
        placement={placement}
      >
        <div style={{ padding: 16, display: 'grid', gap: 8 }}>
          <strong>Panel flotante</strong>
          <span>Se cierra al hacer clic fuera. Ancho: {String(width ?? 'contenido')}.</span>
        </div>
      </Popover>
    </div>
  );
}

const openIt = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filtros' }));
};

const meta = {
  title: 'Components/Popover',
  component: Popover,
  render: () => <PopoverDemo width={350} />,
  args: { open: false, anchorRef: { current: null }, onClose: () => undefined, children: null },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open350: Story = { play: openIt };
export const EndAligned: Story = {
  render: () => <PopoverDemo width={280} placement="bottom-end" />,
  play: openIt,
};
