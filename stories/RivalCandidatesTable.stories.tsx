import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RivalCandidatesTable } from '@/features/gasStations/components/RivalCandidatesTable';

const meta = {
  title: 'GasStations/RivalCandidatesTable',
  component: RivalCandidatesTable,
  args: {
    rows: [
      {
        id: 9320,
        name: 'SERVICIOS GUZMAN, S. A.',
        permit: 'PL/8543/EXP/ES/2015',
        address: null,
        distance_km: 1.04,
        regular: 21.49,
        premium: 23.29,
        diesel: 22.79,
        alreadyRival: false,
      },
      {
        id: 2470,
        name: 'SERVICIO MARTIN SA DE CV',
        permit: 'PL/731/EXP/ES/2015',
        address: null,
        distance_km: 1.2,
        regular: 21.59,
        premium: null,
        diesel: 22.99,
        alreadyRival: true,
      },
    ],
    onAdd: fn(),
  },
} satisfies Meta<typeof RivalCandidatesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Candidates: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const NoMatch: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: 'La gasolinera no tiene coordenadas: busca por dirección' },
};
