import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { reportConfigForm } from '@/api/reportConfigForm';
import { ReportConfigurationsForm } from '@/components/ReportConfigurationsForm';
import type { ReportConfigItem } from '@/components/ReportConfigurationsPanel';

const item = (id: number, overrides: Partial<ReportConfigItem>): ReportConfigItem => ({
  id,
  report_type: 'weekly',
  enabled: true,
  periodicity: 'weekly',
  weekday: 1,
  day_of_month: null,
  send_time: '08:00',
  channel: 'email',
  contact_ids: [1],
  allowed: true,
  ...overrides,
});

const items = [
  item(1, {}),
  item(2, { report_type: 'monthly', periodicity: 'monthly', weekday: null, day_of_month: 1 }),
  item(3, { report_type: 'price', periodicity: 'daily', weekday: null, allowed: false }),
];

const meta = {
  title: 'Components/ReportConfigurationsForm',
  component: ReportConfigurationsForm,
  args: {
    configs: { data: { items }, isLoading: false, isError: false, refetch: fn() },
    contacts: [
      { id: 1, name: 'Ana Torres', email: 'ana@ejemplo.mx' },
      { id: 2, name: 'Luis Gómez', telephone: '5512345678' },
    ],
    loadFailed: 'No se pudieron cargar las configuraciones',
    model: reportConfigForm,
    save: fn(async () => undefined),
    notify: fn(),
  },
} satisfies Meta<typeof ReportConfigurationsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const Loading: Story = {
  args: { configs: { isLoading: true, isError: false, refetch: fn() } },
};
export const LoadFailed: Story = {
  args: { configs: { isLoading: false, isError: true, refetch: fn() } },
};
export const SaveRefused: Story = {
  args: { save: fn(async () => Promise.reject({ status: 409, message: 'El reporte cambió' })) },
};
