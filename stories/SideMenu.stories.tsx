import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { SideMenu, type SideMenuGroup } from '@/features/shell/components/SideMenu';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';
import { sampleMenuGroups } from './ShellFixtures';

function SideMenuDemo({ groups, mobile }: { groups?: SideMenuGroup[]; mobile?: boolean }) {
  const { t } = useTranslation('common');
  const [active, setActive] = useState('dashboard');
  const [open, setOpen] = useState(Boolean(mobile));
  return (
    <div style={{ height: '100vh' }}>
      {mobile && !open && <button onClick={() => setOpen(true)}>{t('shell.openMenu')}</button>}
      <SideMenu
        groups={groups ?? sampleMenuGroups(t, active)}
        open={open}
        onClose={() => setOpen(false)}
        onNavigate={(item) => setActive(item.key)}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  render: () => <SideMenuDemo />,
  args: { groups: [], onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const MobileDrawer: Story = {
  render: () => <SideMenuDemo mobile />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const FewItems: Story = {
  render: () => (
    <SideMenuDemo
      groups={[
        {
          key: 'g',
          items: [{ key: 'vms', label: 'VMS', to: '/vms', icon: 'camera', active: true }],
        },
      ]}
    />
  ),
};
export const LongText: Story = {
  render: () => (
    <SideMenuDemo
      groups={[
        {
          key: 'g',
          title: LONG_TEXT,
          items: [
            { key: 'l', label: LONG_TEXT, to: '/l', icon: 'file', active: true },
            { key: 'h', label: HTML_TEXT, to: '/h', icon: 'home' },
          ],
        },
      ]}
    />
  ),
};
