import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MapperFields } from '@/features/volumetric/components/systemForm/MapperFields';
import { inFinalForm } from './FinalFormDecorator';

const meta = {
  title: 'Volumetric/SystemForm/MapperFields',
  component: MapperFields,
  decorators: [inFinalForm({ mapper: { folio: '$.folio', time: '$.fecha_hora' } })],
} satisfies Meta<typeof MapperFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyMapped: Story = {};
