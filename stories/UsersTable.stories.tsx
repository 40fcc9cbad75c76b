import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { UsersTable, type UserRow } from '@/features/settings/components/UsersTable';
import { LONG_TEXT } from './StoryFixtures';

const rows: UserRow[] = [
  {
    id: 1,
    name: 'Ana Administradora',
    email: 'admin@demo.surtidor.mx',
    telephone: null,
    role: 'Admin',
    stations: [],
    pictureUrl: null,
    pending: false,
  },
  {
    id: 2,
    name: 'Eduardo Editor',
    email: 'editor@demo.surtidor.mx',
    telephone: '4491234567',
    role: 'Editor',
    stations: ['Servicio Lomas', 'Servicio Aguascalientes', 'Querétaro Centro'],
    pictureUrl: null,
    pending: false,
    self: true,
  },
  {
    id: 3,
    name: LONG_TEXT,
    email: 'visor@demo.surtidor.mx',
    telephone: null,
    role: 'Visor',
    stations: ['Servicio Lomas'],
    pictureUrl: null,
    pending: true,
  },
];

const meta = {
  title: 'Settings/UsersTable',
  component: UsersTable,
  args: { rows, onEdit: fn(), onInvite: fn(), onDelete: fn() },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Users: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const NoSearchMatch: Story = { args: { rows: [], searching: true } };
export const Failed: Story = {
  args: { rows: [], error: { message: 'No se pudieron cargar los usuarios', onRetry: fn() } },
};
