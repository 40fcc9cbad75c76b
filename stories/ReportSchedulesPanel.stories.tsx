import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ReportSchedulesPanel, type ReportScheduleItem } from '@/components/ReportSchedulesPanel';

const items: ReportScheduleItem[] = [
  {
    id: 1,
    report_type: 'weekly_executive',
    enabled: true,
    periodicity: 'weekly',
    weekday: 5,
    day_of_month: null,
    send_time: '07:30',
    channel: 'email',
    contact_ids: [11],
    allowed: true,
  },
  {
    id: 2,
    report_type: 'monthly',
    enabled: false,
    periodicity: 'monthly',
    weekday: null,
    day_of_month: 1,
    send_time: '08:00',
    channel: 'whatsapp',
    contact_ids: [],
    allowed: true,
  },
  {
    id: 3,
    report_type: 'daily',
    enabled: false,
    periodicity: 'daily',
    weekday: null,
    day_of_month: null,
    send_time: '08:00',
    channel: 'email',
    contact_ids: [],
    allowed: false,
  },
];

const meta = {
  title: 'Components/ReportSchedulesPanel',
  component: ReportSchedulesPanel,
  args: {
    items,
    contacts: [
      { value: '11', label: 'Ana Ruiz · ana@example.com' },
      { value: '12', label: 'Luis Mora · 4491234567' },
    ],
    onSave: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
  },
} satisfies Meta<typeof ReportSchedulesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Station: Story = {};
export const WithoutContacts: Story = { args: { contacts: undefined } };
export const SaveRefused: Story = {
  args: {
    onSave: fn(async () => ({
      contact_ids: 'Un contacto elegido no tiene teléfono para WhatsApp',
    })),
  },
};
export const Loading: Story = { args: { items: [], loading: true } };
export const Empty: Story = { args: { items: [] } };
export const Failed: Story = {
  args: {
    items: [],
    error: { message: 'No se pudo cargar la configuración de reportes', onRetry: fn() },
  },
};
