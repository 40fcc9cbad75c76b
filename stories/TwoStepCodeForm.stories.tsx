import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { TwoStepCodeForm } from '@/components/TwoStepCodeForm';

const meta = {
  title: 'Components/TwoStepCodeForm',
  component: TwoStepCodeForm,
  args: {
    onSubmit: fn(),
    submitting: false,
    submitLabel: 'Verificar',
    errorMessage: null,
    allowRecoveryCode: true,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TwoStepCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WrongCode: Story = { args: { errorMessage: 'El código no es correcto' } };
export const Submitting: Story = { args: { submitting: true } };
export const AppCodeOnly: Story = { args: { allowRecoveryCode: false, submitLabel: 'Activar' } };
