import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { DownloadMonitor } from '@/features/files/components/DownloadMonitor';
import { DownloadMonitorStack } from '@/features/files/components/DownloadMonitorStack';

const meta = {
  title: 'Files/DownloadMonitor',
  component: DownloadMonitor,
  args: {
    name: 'Reporte diario 2022-01-08.pdf',
    status: 'downloading',
    percent: 42,
    onPause: fn(),
    onResume: fn(),
    onRetry: fn(),
    onCancel: fn(),
    onRetrigger: fn(),
  },
} satisfies Meta<typeof DownloadMonitor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = { args: { status: 'starting', percent: null } };
export const InProgress: Story = {};
export const Paused: Story = { args: { status: 'paused', percent: 63 } };
export const Complete: Story = { args: { status: 'complete', percent: 100 } };
export const Failed: Story = { args: { status: 'failed', percent: 18 } };
export const FailedWithoutRetry: Story = {
  args: { status: 'failed', percent: 18, onRetry: undefined },
};
export const LongName: Story = {
  args: { name: 'Precios de la competencia Estación «Nuestra Señora de Guadalupe» 2022-01-13.csv' },
};

/** Several downloads in a row, each in its own state, floating at the bottom left. */
export const Stack: Story = {
  render: (args) => (
    <div style={{ minHeight: 320 }}>
      <DownloadMonitorStack>
        <DownloadMonitor
          {...args}
          name="Reporte mensual enero de 2022.pdf"
          status="complete"
          percent={100}
        />
        <DownloadMonitor {...args} name="Precios enero de 2022.xlsx" status="paused" percent={35} />
        <DownloadMonitor
          {...args}
          name="Respaldo completo 2021.zip"
          status="downloading"
          percent={72}
        />
      </DownloadMonitorStack>
    </div>
  ),
};
