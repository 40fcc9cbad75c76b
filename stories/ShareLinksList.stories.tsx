import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ShareLinksList, type ShareLinkRow } from '@/features/panels/components/ShareLinksList';
import { demoShareLinks, VIDEO_SERVER_TIME } from '../tests/support/msw/videoHandlers';

const rows: ShareLinkRow[] = demoShareLinks().map((link) => ({
  id: link.id,
  kind: link.kind,
  camera: link.camera?.name ?? null,
  createdBy: link.created_by?.name ?? null,
  secondsLeft: Math.floor((Date.parse(link.expires_at) - Date.parse(VIDEO_SERVER_TIME)) / 1000),
}));

const meta = {
  title: 'Panels/ShareLinksList',
  component: ShareLinksList,
  args: { rows, onRevoke: fn() },
} satisfies Meta<typeof ShareLinksList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveLinks: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const LoadFailed: Story = {
  args: { rows: [], error: 'Error en servidor: Contacte a soporte' },
};
