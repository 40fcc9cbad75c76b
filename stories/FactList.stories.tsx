import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FactList } from '@/components/FactList';

const meta = {
  title: 'Components/FactList',
  component: FactList,
  render: () => (
    <FactList>
      <dt>Cliente</dt>
      <dd>Gasolineras del Bajío</dd>
      <dt>Cámaras</dt>
      <dd>4 cámaras</dd>
      <dt>Ubicación</dt>
      <dd>Avenida Universidad 1001, Fraccionamiento Bosques del Prado Norte, Aguascalientes</dd>
    </FactList>
  ),
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
