import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { AlertDetailView } from '@/features/alerts/components/AlertDetailView';
import { alertsState, demoAlerts } from '../tests/support/msw/alertsHandlers';

const state = alertsState();
const [move, position, connector] = demoAlerts as [
  (typeof demoAlerts)[number],
  (typeof demoAlerts)[number],
  (typeof demoAlerts)[number],
];

const meta = {
  title: 'Alerts/AlertDetailView',
  component: AlertDetailView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 720, background: '#fff', padding: 24 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: {
    alert: move,
    transitions: state.transitions.get(move.id)!,
    link: { kind: 'prices', to: '/dashboard?tab=fuelPrice&station=1&date=2026-08-08' },
    onAcknowledge: fn(),
  },
} satisfies Meta<typeof AlertDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenCompetitorMove: Story = {};
export const Acknowledging: Story = { args: { acknowledging: true } };
export const Acknowledged: Story = {
  args: {
    alert: position,
    transitions: state.transitions.get(position.id)!,
    link: { kind: 'prices', to: '/dashboard?tab=fuelPrice&station=2&date=2026-08-07' },
  },
};
export const ResolvedConnector: Story = {
  args: {
    alert: connector,
    transitions: state.transitions.get(connector.id)!,
    link: { kind: 'connector', to: '/volumetric-suppliers/2/systems/4' },
  },
};
export const NoLink: Story = {
  args: { alert: { ...connector, state: 'open' }, link: null },
};
