import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ServiceMetricsFilters } from '@/features/dashboard/components/ServiceMetricsFilters';
import { fixtureStations } from './DashboardFixtures';

const months = ['2026-11-01', '2026-10-01', '2026-09-01', '2026-08-01', '2026-07-01', '2026-06-01'];

const meta = {
  title: 'Dashboard/ServiceMetricsFilters',
  component: ServiceMetricsFilters,
  args: {
    status: 'ready',
    stationNames: fixtureStations.map((s) => s.name),
    selectedNames: [],
    onSelectedNamesChange: fn(),
    months,
    month: months[0]!,
    onMonthChange: fn(),
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedNames);
    return (
      <ServiceMetricsFilters
        {...args}
        selectedNames={selected}
        onSelectedNamesChange={(names) => {
          setSelected(names);
          args.onSelectedNamesChange(names);
        }}
      />
    );
  },
} satisfies Meta<typeof ServiceMetricsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Elegir estaciones'. */
export const NoneChosen: Story = {};
/** 'N selección'. */
export const OneChosen: Story = { args: { selectedNames: [fixtureStations[0]!.name] } };
/** 'Todos'. */
export const AllChosen: Story = { args: { selectedNames: fixtureStations.map((s) => s.name) } };
/** Three skeletons while the stations load. */
export const Loading: Story = { args: { status: 'loading' } };
/** Nothing at all when the stations fail. */
export const Failed: Story = { args: { status: 'error' } };
