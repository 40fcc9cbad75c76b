import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FlaggedPrice } from '@/features/dashboard/components/FlaggedPrice';

const meta = {
  title: 'Dashboard/FlaggedPrice',
  component: FlaggedPrice,
  args: {
    text: '0.01',
    why: 'Precio de relleno. No se usa en diferencias, promedios ni posiciones.',
  },
} satisfies Meta<typeof FlaggedPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A placeholder price: struck through, its mark explains why on hover. */
export const Placeholder: Story = {};
export const Stale: Story = {
  args: {
    text: '23.49',
    why: 'Precio sin actualizar. No se usa en diferencias, promedios ni posiciones.',
  },
};
