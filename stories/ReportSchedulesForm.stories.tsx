import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { reportScheduleForm } from '@/api/reportScheduleForm';
import { ReportSchedulesForm } from '@/components/ReportSchedulesForm';
import type { ReportScheduleItem } from '@/components/ReportSchedulesPanel';

const item = (id: number, overrides: Partial<ReportScheduleItem>): ReportScheduleItem => ({
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
  title: 'Components/ReportSchedulesForm',
  component: ReportSchedulesForm,
  args: {
    schedules: { data: { items }, isLoading: false, isError: false, refetch: fn() },
    contacts: [
      { id: 1, name: 'Ana Torres', email: 'ana@ejemplo.mx' },
      { id: 2, name: 'Luis Gómez', telephone: '5512345678' },
    ],
    loadFailed: 'No se pudieron cargar las configuraciones',
    model: reportScheduleForm,
    save: fn(async () => undefined),
    notify: fn(),
  },
} satisfies Meta<typeof ReportSchedulesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const Loading: Story = {
  args: { schedules: { isLoading: true, isError: false, refetch: fn() } },
};
export const LoadFailed: Story = {
  args: { schedules: { isLoading: false, isError: true, refetch: fn() } },
};
export const SaveRefused: Story = {
  args: { save: fn(async () => Promise.reject({ status: 409, message: 'El reporte cambió' })) },
};
