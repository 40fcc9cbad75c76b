import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ContactsTable } from '@/features/settings/components/ContactsTable';

const meta = {
  title: 'Settings/ContactsTable',
  component: ContactsTable,
  args: {
    rows: [
      {
        id: 1,
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        telephone: null,
        stations: ['Servicio Lomas'],
      },
      {
        id: 2,
        name: 'Luis Mora',
        email: null,
        telephone: '4491234567',
        stations: ['Servicio Lomas', 'Servicio Aguascalientes'],
      },
    ],
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ContactsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contacts: Story = {};
export const ReadOnly: Story = { args: { onEdit: undefined, onDelete: undefined } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'No se pudieron cargar los contactos', onRetry: fn() } },
};
