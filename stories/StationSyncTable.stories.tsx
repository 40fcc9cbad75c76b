import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StationSyncTable } from '@/features/volumetric/components/StationSyncTable';
import { demoSystem } from '../tests/support/msw/volumetricHandlers';

const rows = demoSystem().stations.map((s) => ({ ...s, id: s.gas_station_id }));

const meta = {
  title: 'Volumetric/StationSyncTable',
  component: StationSyncTable,
  args: { rows },
} satisfies Meta<typeof StationSyncTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkedStations: Story = {};
/** A report file the pre-audit refused: the station's row says which, why and when. */
export const RefusedReport: Story = {
  args: {
    rows: rows.map((row, index) =>
      index === 1
        ? {
            ...row,
            reports_received: 12,
            last_report_refusal:
              'D_9B2C3E4F-2026-02-09.json: El RFC del reporte (XAXX010101000) no es el de la estación',
            last_report_refusal_at: '2026-02-10T11:00:00.000Z',
          }
        : row,
    ),
  },
};
export const NoStations: Story = { args: { rows: [] } };
