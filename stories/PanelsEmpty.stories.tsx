import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PanelsEmpty } from '@/features/panels/components/PanelsEmpty';

const meta = {
  title: 'Panels/PanelsEmpty',
  component: PanelsEmpty,
  args: { canManage: true, searching: false, onCreate: fn() },
} satisfies Meta<typeof PanelsEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Those who manage panels are invited to create the first one. */
export const Manager: Story = {};
/** Viewers are told whom to ask. */
export const Viewer: Story = { args: { canManage: false } };
export const NoMatch: Story = { args: { searching: true } };
