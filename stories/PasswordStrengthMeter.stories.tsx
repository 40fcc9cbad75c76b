import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PasswordStrengthMeter } from '@/components/PasswordStrengthMeter';

const meta = {
  title: 'Components/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  args: { strength: 0 },
  argTypes: { strength: { control: { type: 'range', min: 0, max: 4, step: 1 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingMet: Story = { args: { strength: 0 } };
export const Weak: Story = { args: { strength: 1 } };
export const Medium: Story = { args: { strength: 2 } };
export const Strong: Story = { args: { strength: 3 } };
export const AllMet: Story = { args: { strength: 4 } };
export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[0, 1, 2, 3, 4].map((strength) => (
        <PasswordStrengthMeter key={strength} strength={strength} />
      ))}
    </div>
  ),
};
