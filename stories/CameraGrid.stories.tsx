import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CameraGrid } from '@/features/panels/components/CameraGrid';
import { CameraTile } from '@/features/panels/components/CameraTile';
import { PlayerSurface } from '@/features/panels/components/PlayerSurface';
import { demoPanelCameras } from '../tests/support/msw/videoHandlers';

const tiles = demoPanelCameras().map((camera) => (
  <CameraTile
    key={camera.id}
    name={camera.name}
    station={camera.gas_station?.name ?? null}
    status={camera.has_source ? 'connecting' : 'offline'}
  >
    <PlayerSurface view={camera.has_source ? 'connecting' : 'noSource'} name={camera.name} />
  </CameraTile>
));

const meta = {
  title: 'Panels/CameraGrid',
  component: CameraGrid,
  args: { columns: 2, children: tiles },
} satisfies Meta<typeof CameraGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {};
export const ThreeColumns: Story = { args: { columns: 3 } };
export const NoMatch: Story = { args: { children: [], search: 'bodega' } };
export const EmptyPanel: Story = { args: { children: [] } };
