import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ContactForm } from '@/features/settings/components/ContactForm';
import { validateContact } from '@/features/settings/model/contactForm';
import { STATION_OPTIONS } from './StoryFixtures';

const meta = {
  title: 'Settings/ContactForm',
  component: ContactForm,
  args: {
    mode: 'create',
    initialValues: { gas_station_ids: [] },
    stations: STATION_OPTIONS,
    validate: validateContact,
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const EditByAdmin: Story = {
  args: {
    mode: 'edit',
    customers: [{ value: '1', label: 'Grupo Surtidor Demo' }],
    initialValues: {
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      customer_id: '1',
      gas_station_ids: ['1'],
    },
  },
};
