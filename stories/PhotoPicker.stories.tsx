import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PhotoPicker } from '@/components/PhotoPicker';

const SQUARE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#388994"/><text x="150" y="165" font-size="48" text-anchor="middle" fill="#fff">GAS</text></svg>',
  );

const meta = {
  title: 'Components/PhotoPicker',
  component: PhotoPicker,
  args: { label: 'Foto de la marca', url: null, onSelect: fn(), onRemove: fn() },
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPhoto: Story = {};
export const WithPhoto: Story = { args: { url: SQUARE } };
export const Uploading: Story = { args: { url: SQUARE, uploading: true } };
export const WrongSize: Story = { args: { error: 'La foto debe medir 300x300 px' } };
