import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FilesBreadcrumb } from '@/features/files/components/FilesBreadcrumb';

const meta = {
  title: 'Files/FilesBreadcrumb',
  component: FilesBreadcrumb,
  args: { folders: [], activeIndex: 0, onSelect: fn() },
} satisfies Meta<typeof FilesBreadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Root: Story = {};
export const Nested: Story = {
  args: {
    folders: ['AGS-01 SERVICIO LOMAS AGUASCALIENTES SA DE CV', 'Reportes diarios'],
    activeIndex: 2,
  },
};
/** Back at the station: 'Reportes diarios' stays ahead until another folder is opened. */
export const WithForwardHistory: Story = {
  args: {
    folders: ['AGS-01 SERVICIO LOMAS AGUASCALIENTES SA DE CV', 'Reportes diarios'],
    activeIndex: 1,
  },
};
export const Interactive: Story = {
  render: function Trail() {
    const folders = ['Estación Centro', 'Reportes mensuales', 'Documentación técnica'];
    const [active, setActive] = useState(3);
    return <FilesBreadcrumb folders={folders} activeIndex={active} onSelect={setActive} />;
  },
};
