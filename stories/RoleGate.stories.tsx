import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RoleGate } from '@/components/RoleGate';

const meta = {
  title: 'Components/RoleGate',
  component: RoleGate,
  args: { role: 'Editor', loaded: true, children: 'Contenido solo para editores' },
} satisfies Meta<typeof RoleGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {};
export const NotAllowed: Story = {
  args: { role: 'Visor', fallback: 'No tienes permiso para ver esto' },
};
export const AdminsToo: Story = { args: { role: 'Admin', allowed: ['Admin', 'Editor'] } };
export const ProfileLoading: Story = { args: { loaded: false, fallback: 'No se muestra' } };
