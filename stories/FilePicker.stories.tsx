import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FilePicker } from '@/features/ticketsUpload/components/FilePicker';

const meta = {
  title: 'TicketsUpload/FilePicker',
  component: FilePicker,
  args: { onFile: fn() },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Reading: Story = { args: { busy: true } };
export const Unreadable: Story = {
  args: { error: 'No se pudo leer el archivo. Revisa que sea un .xlsx válido.' },
};
