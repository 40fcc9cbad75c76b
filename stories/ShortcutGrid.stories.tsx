import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router';
import { ShortcutGrid } from '@/features/home/components/ShortcutGrid';
import { shortcutsFor } from '@/features/home/model/shortcuts';
import type { UserProfile } from '@/api';

const base: UserProfile = {
  id: 1,
  name: 'Ana Administradora',
  email: 'admin@demo.surtidor.mx',
  username: 'admin',
  profile_picture_url: null,
  user_role_id: 1,
  user_role: { id: 1, name: 'Admin' },
  user_permission: { dashboard: true, files: true, vms: true, data: true, settings: true },
  customer: null,
  first_login: false,
};

const meta = {
  title: 'Home/ShortcutGrid',
  component: ShortcutGrid,
  args: { shortcuts: shortcutsFor(base) },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ShortcutGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {};
export const Viewer: Story = {
  args: {
    shortcuts: shortcutsFor({
      ...base,
      user_role_id: 3,
      user_role: { id: 3, name: 'Visor' },
      user_permission: { dashboard: true, files: true, vms: false, data: false, settings: false },
    }),
  },
};
export const NoPermissionObject: Story = {
  args: {
    shortcuts: shortcutsFor({
      ...base,
      user_role_id: 3,
      user_role: { id: 3, name: 'Visor' },
      user_permission: null,
    }),
  },
};
