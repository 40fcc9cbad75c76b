import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RecoveryCodesPanel } from '@/components/RecoveryCodesPanel';
import { RECOVERY_CODES } from './TwoStepFixtures';

const meta = {
  title: 'Components/RecoveryCodesPanel',
  component: RecoveryCodesPanel,
  args: { codes: RECOVERY_CODES, onDone: fn(), doneLabel: 'Continuar' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecoveryCodesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
