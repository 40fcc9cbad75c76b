import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { StationsTable } from '@/features/compliance/components/StationsTable';
import { demoComplianceStations } from '../tests/support/msw/complianceHandlers';

const meta = {
  title: 'Compliance/StationsTable',
  component: StationsTable,
  args: { rows: demoComplianceStations, onOpen: fn() },
} satisfies Meta<typeof StationsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stations: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'No se pudo cargar la lista', onRetry: fn() } },
};
