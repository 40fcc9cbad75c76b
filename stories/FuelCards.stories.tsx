import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FuelCards } from '@/features/dashboard/components/FuelCards';
import { fixtureDaily } from './DashboardFixtures';

const meta = {
  title: 'Dashboard/FuelCards',
  component: FuelCards,
  args: { tariffs: fixtureDaily().tar_list },
} satisfies Meta<typeof FuelCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prices: Story = {};
export const MissingDiesel: Story = {
  args: {
    tariffs: fixtureDaily().tar_list.map((t) => (t.tar === 'diesel' ? { ...t, price: null } : t)),
  },
};
export const Loading: Story = { args: { loading: true } };
