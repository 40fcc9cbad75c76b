import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PasswordChecklist } from '@/components/PasswordChecklist';
import { passwordChecks } from '@/lib/passwordRules';

const meta = {
  title: 'Components/PasswordChecklist',
  component: PasswordChecklist,
  args: { checks: passwordChecks('') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingMet: Story = {};
export const LengthOnly: Story = { args: { checks: passwordChecks('abcdefgh') } };
export const ThreeMet: Story = { args: { checks: passwordChecks('Abcdefg1') } };
export const AllMet: Story = { args: { checks: passwordChecks('Nueva#2026') } };
