import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useRef, useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { IconButton } from '@/components/IconButton';
import { Menu, type MenuItem } from '@/components/Menu';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

function MenuDemo({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', minHeight: 300 }}>
      <IconButton
        ref={anchorRef}
        icon="more-vertical"
        aria-label="Más acciones"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      />
      <Menu
        open={open}
        anchorRef={anchorRef}
        onClose={() => setOpen(false)}
        items={items}
        aria-label="Acciones"
      />
    </div>
  );
}

const rowItems: MenuItem[] = [
  { key: 'download', label: 'Descargar', icon: 'download', onSelect: fn() },
  { key: 'edit', label: 'Editar', icon: 'edit', onSelect: fn() },
  { key: 'disabled', label: 'Compartir (pronto)', icon: 'plus', onSelect: fn(), disabled: true },
  {
    key: 'delete',
    label: 'Eliminar',
    icon: 'delete',
    danger: true,
    dividerBefore: true,
    onSelect: fn(),
  },
];

const openIt = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Más acciones' }));
};

const meta = {
  title: 'Components/Menu',
  component: Menu,
  render: (args) => <MenuDemo items={args.items} />,
  args: { items: rowItems, open: false, anchorRef: { current: null }, onClose: () => undefined },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { play: openIt };
export const FileDownloadOnly: Story = { args: { items: rowItems.slice(0, 1) }, play: openIt };
export const LongText: Story = {
  args: { items: [{ key: 'l', label: LONG_TEXT, icon: 'file', onSelect: fn() }, ...rowItems] },
  play: openIt,
};
export const HtmlMetacharacters: Story = {
  args: { items: [{ key: 'h', label: HTML_TEXT, onSelect: fn() }] },
  play: openIt,
};
