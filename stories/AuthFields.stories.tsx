import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AuthFields } from '@/features/volumetric/components/systemForm/AuthFields';
import { inFinalForm } from './FinalFormDecorator';

const meta = {
  title: 'Volumetric/SystemForm/AuthFields',
  component: AuthFields,
  decorators: [inFinalForm({ auth_mode: 'request', token_method: 'POST' })],
  args: { mode: 'request' },
} satisfies Meta<typeof AuthFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TokenRequest: Story = {};
export const StaticToken: Story = { args: { mode: 'static' } };
export const NoAuthentication: Story = { args: { mode: 'none' } };
