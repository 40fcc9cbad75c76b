import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { TwoStepEnrolmentPanel } from '@/components/TwoStepEnrolmentPanel';
import { ENROLMENT } from './TwoStepFixtures';

const meta = {
  title: 'Components/TwoStepEnrolmentPanel',
  component: TwoStepEnrolmentPanel,
  args: { enrolment: ENROLMENT, onConfirm: fn(), submitting: false, errorMessage: null },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TwoStepEnrolmentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WrongCode: Story = { args: { errorMessage: 'El código no es correcto' } };
