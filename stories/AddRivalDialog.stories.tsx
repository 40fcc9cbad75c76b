import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AddRivalDialog } from '@/features/gasStations/components/AddRivalDialog';

const meta = {
  title: 'GasStations/AddRivalDialog',
  component: AddRivalDialog,
  args: {
    open: true,
    name: 'SERVICIOS GUZMAN, S. A.',
    permit: 'PL/8543/EXP/ES/2015',
    onCancel: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof AddRivalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Saving: Story = { args: { pending: true } };
export const Refused: Story = {
  args: { error: 'La estación ya es competidora de esta gasolinera' },
};
