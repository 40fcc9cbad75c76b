import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ParamsFields } from '@/features/volumetric/components/systemForm/ParamsFields';
import { inFinalForm } from './FinalFormDecorator';

const meta = {
  title: 'Volumetric/SystemForm/ParamsFields',
  component: ParamsFields,
  decorators: [inFinalForm({ date_format: 'YYYY-MM-DD' })],
  args: {
    places: {
      start_date: { in: 'body', path: 'filtro.desde' },
      end_date: { in: 'body', path: 'filtro.hasta' },
      station_id: { in: 'query', path: 'estacion' },
    },
  },
} satisfies Meta<typeof ParamsFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BodyAndQuery: Story = {};
