import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StationSyncTable } from '@/features/volumetric/components/StationSyncTable';
import { demoSystem } from '../tests/support/msw/volumetricHandlers';

const meta = {
  title: 'Volumetric/StationSyncTable',
  component: StationSyncTable,
  args: { rows: demoSystem().stations.map((s) => ({ ...s, id: s.gas_station_id })) },
} satisfies Meta<typeof StationSyncTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkedStations: Story = {};
export const NoStations: Story = { args: { rows: [] } };
