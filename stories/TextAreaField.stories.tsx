import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextAreaField } from '@/features/volumetric/components/systemForm/TextAreaField';
import { inFinalForm } from './FinalFormDecorator';

const meta = {
  title: 'Volumetric/SystemForm/TextAreaField',
  component: TextAreaField,
  decorators: [inFinalForm({ data_body: '{\n  "filtro": {}\n}' })],
  args: { name: 'data_body', label: 'Cuerpo (JSON)', helperText: 'Un objeto JSON.' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Json: Story = {};
export const Masked: Story = {
  args: { name: 'token_body', label: 'Cuerpo de la solicitud de token (JSON)', masked: true },
};
