import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { AlertsFilters } from '@/features/alerts/components/AlertsFilters';
import { DEFAULT_FILTERS, type AlertFilters } from '@/features/alerts/model/filters';
import { demoStations } from '../tests/support/msw/handlers';

function Demo({ initial }: { initial: AlertFilters }) {
  const [value, setValue] = useState(initial);
  return <AlertsFilters value={value} onChange={setValue} stations={demoStations} />;
}

const meta = {
  title: 'Alerts/AlertsFilters',
  component: AlertsFilters,
  render: (args) => <Demo initial={args.value} />,
  args: { value: DEFAULT_FILTERS, onChange: () => {}, stations: demoStations },
} satisfies Meta<typeof AlertsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAlerts: Story = {};
export const Everything: Story = {
  args: { value: { state: 'all', severity: 'all', station: 'all' } },
};
export const CriticalOfOneStation: Story = {
  args: { value: { state: 'all', severity: 'critical', station: '2' } },
};
