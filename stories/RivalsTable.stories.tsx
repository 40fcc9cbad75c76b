import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RivalsTable } from '@/features/gasStations/components/RivalsTable';

const meta = {
  title: 'GasStations/RivalsTable',
  component: RivalsTable,
  args: {
    rows: [
      {
        id: 1,
        name: 'Guzmán',
        permission: 'PL/8543/EXP/ES/2015',
        address: 'SERVICIOS GUZMAN, S. A.',
      },
      { id: 2, name: 'Martín', permission: 'PL/731/EXP/ES/2015', address: null },
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof RivalsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rivals: Story = {};
export const Removing: Story = { args: { removingId: 2 } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'No se pudieron cargar los competidores', onRetry: fn() } },
};
