import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TopBar, type TopBarProps } from '@/features/shell/components/TopBar';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#41A092"/><circle cx="40" cy="32" r="14" fill="#e1f2f4"/><path d="M12 80c3-18 15-26 28-26s25 8 28 26z" fill="#e1f2f4"/></svg>',
  );

function TopBarDemo(props: TopBarProps & { withSearch?: boolean }) {
  const [query, setQuery] = useState('');
  const { withSearch, ...rest } = props;
  return (
    <TopBar {...rest} search={withSearch ? { value: query, onChange: setQuery } : undefined} />
  );
}

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  render: (args) => <TopBarDemo {...args} withSearch />,
  args: {
    title: 'Datos y Reportes',
    onBack: fn(),
    onOpenMenu: fn(),
    profileName: 'Ana María López',
    userMenu: {
      language: 'es',
      onProfile: fn(),
      onChangePassword: fn(),
      onLanguageChange: fn(),
      onExportActions: fn(),
      onSignOut: fn(),
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPictureAndAction: Story = {
  args: {
    title: 'Dashboard',
    profilePictureUrl: PICTURE,
    action: { label: 'Agregar competencia', icon: 'plus', onClick: fn() },
  },
};
export const WithUnreadAlerts: Story = {
  args: { alerts: { unread: 3, onOpen: fn() } },
};
export const ManyUnreadAlerts: Story = {
  args: { alerts: { unread: 27, onOpen: fn() } },
};
export const NoUnreadAlerts: Story = {
  args: { alerts: { unread: 0, onOpen: fn() } },
};
export const TitleOnly: Story = {
  render: (args) => <TopBarDemo {...args} />,
  args: { onBack: undefined },
};
export const ActionLoading: Story = {
  args: { action: { label: 'Guardar', onClick: fn(), loading: true } },
};
export const Mobile: Story = {
  args: { action: { label: 'Agregar', icon: 'plus', onClick: fn() } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const LongText: Story = { args: { title: LONG_TEXT } };
export const HtmlMetacharacters: Story = { args: { title: HTML_TEXT } };
