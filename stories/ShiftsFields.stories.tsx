import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Form } from 'react-final-form';
import { ShiftsFields } from '@/features/gasStations/components/ShiftsFields';

const meta = {
  title: 'GasStations/ShiftsFields',
  component: ShiftsFields,
  decorators: [(Story) => <Form onSubmit={() => undefined} render={() => <Story />} />],
} satisfies Meta<typeof ShiftsFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};
export const Disabled: Story = { args: { disabled: true } };
