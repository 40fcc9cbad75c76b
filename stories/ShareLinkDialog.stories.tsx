import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ShareLinkDialog } from '@/features/panels/components/ShareLinkDialog';
import { CAMERA_SHARE_TOKEN } from '../tests/support/msw/videoHandlers';

const meta = {
  title: 'Panels/ShareLinkDialog',
  component: ShareLinkDialog,
  args: {
    open: true,
    kind: 'camera',
    name: 'Isla 1',
    state: { phase: 'ready' },
    onCreate: fn(),
    onCopy: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ShareLinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const created = {
  phase: 'created' as const,
  url: `https://surtidor.example.mx/public/video/11/${CAMERA_SHARE_TOKEN}`,
  expiresAt: '2 mar 2026, 23:00',
};

export const ShareVideo: Story = {};
export const ShareSite: Story = { args: { kind: 'panel', name: 'Estaciones del Bajío' } };
export const Creating: Story = { args: { state: { phase: 'creating' } } };
export const Created: Story = { args: { state: created } };
export const Copied: Story = { args: { state: created, copied: true } };
export const Failed: Story = {
  args: { state: { phase: 'failed', message: 'Error en servidor: Contacte a soporte' } },
};
