import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CameraPicker } from '@/features/panels/components/CameraPicker';
import { demoPanelCameras } from '../tests/support/msw/panelsHandlers';

const meta = {
  title: 'Panels/CameraPicker',
  component: CameraPicker,
  args: {
    cameras: demoPanelCameras,
    chosenIds: [1],
    full: false,
    stations: [
      { value: '1', label: 'Estación Centro' },
      { value: '2', label: 'Estación Valle' },
    ],
    station: 'all',
    onStationChange: fn(),
    search: '',
    onSearchChange: fn(),
    onAdd: fn(),
    onDragStart: fn(),
    onDragEnd: fn(),
  },
} satisfies Meta<typeof CameraPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cameras: Story = {};
export const Full: Story = { args: { full: true } };
export const NoCustomer: Story = { args: { disabled: true, cameras: [] } };
export const Loading: Story = { args: { loading: true, cameras: [] } };
export const NoMatch: Story = { args: { cameras: [], search: 'zzz' } };
export const Failed: Story = {
  args: { cameras: [], error: { message: 'Error de servidor', onRetry: fn() } },
};
