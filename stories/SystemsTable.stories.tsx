import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SystemsTable } from '@/features/volumetric/components/SystemsTable';

const meta = {
  title: 'Volumetric/SystemsTable',
  component: SystemsTable,
  args: {
    rows: [
      {
        id: 7,
        name: 'CM Cloud',
        data_url: 'https://api.controlesmx.example/v2/ventas',
        pull_interval_minutes: 60,
        stations_count: 2,
        tickets_received: 2760,
        last_success_at: '2026-02-10T11:00:00.000Z',
        last_error: 'El proveedor respondió 503',
        last_error_at: '2026-02-10T11:00:00.000Z',
      },
      {
        id: 8,
        name: 'CM Local',
        data_url: 'http://10.0.0.5:8080/tickets',
        pull_interval_minutes: 15,
        stations_count: 0,
        tickets_received: 0,
        last_success_at: null,
        last_error: null,
        last_error_at: null,
      },
    ],
    onOpen: fn(),
  },
} satisfies Meta<typeof SystemsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Systems: Story = {};
export const NoSystems: Story = { args: { rows: [] } };
