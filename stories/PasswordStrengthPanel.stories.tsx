import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PasswordStrengthPanel } from '@/features/profile/components/PasswordStrengthPanel';
import { passwordChecks, passwordStrength } from '@/lib/passwordRules';

const forPassword = (password: string) => ({
  strength: passwordStrength(password),
  checks: passwordChecks(password),
});

const meta = {
  title: 'Profile/PasswordStrengthPanel',
  component: PasswordStrengthPanel,
  args: forPassword('a'),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordStrengthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingMet: Story = {};
export const Weak: Story = { args: forPassword('abcdefgh') };
export const Medium: Story = { args: forPassword('Abcdefgh') };
export const Strong: Story = { args: forPassword('Abcdefg1') };
export const AllMet: Story = { args: forPassword('Nueva#2026') };
