import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CameraTile } from '@/features/panels/components/CameraTile';
import { PlayerSurface } from '@/features/panels/components/PlayerSurface';
import { PublicFrame } from '@/features/panels/components/PublicFrame';
import { TimeLeft } from '@/features/panels/components/TimeLeft';

const meta = {
  title: 'Panels/PublicFrame',
  component: PublicFrame,
  args: {
    kicker: 'Video compartido',
    title: 'Isla 1',
    aside: <TimeLeft seconds={7 * 3600 + 42 * 60} labelled />,
    children: (
      <CameraTile name="Isla 1" station="Servicio Lomas" status="live">
        <PlayerSurface view="live" name="Isla 1" />
      </CameraTile>
    ),
  },
} satisfies Meta<typeof PublicFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SharedVideo: Story = {};
export const Loading: Story = {
  args: { kicker: 'Abriendo el enlace…', title: undefined, aside: undefined, children: null },
};
