import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AgencyOverview } from '@/features/home/components/AgencyOverview';
import { fixtureAgency } from './DashboardFixtures';

const meta = {
  title: 'Home/AgencyOverview',
  component: AgencyOverview,
  args: { state: { status: 'ready', dashboard: fixtureAgency } },
} satisfies Meta<typeof AgencyOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneClient: Story = {};
export const SeveralClients: Story = {
  args: {
    state: {
      status: 'ready',
      dashboard: {
        ...fixtureAgency,
        clients: [
          fixtureAgency.clients[0]!,
          { ...fixtureAgency.clients[0]!, id: 2, name: 'Combustibles del Bajío' },
        ],
      },
    },
  },
};
export const NoStations: Story = {
  args: { state: { status: 'ready', dashboard: { ...fixtureAgency, clients: [] } } },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = {
  args: { state: { status: 'error', message: 'Servicio no disponible', onRetry: fn() } },
};
