import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LinkProblem } from '@/features/panels/components/LinkProblem';

const meta = {
  title: 'Panels/LinkProblem',
  component: LinkProblem,
  args: { problem: 'invalid' },
} satisfies Meta<typeof LinkProblem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {};
export const Wrong: Story = { args: { problem: 'wrong' } };
export const Expired: Story = { args: { problem: 'expired' } };
export const Revoked: Story = { args: { problem: 'revoked' } };
export const ServerFailed: Story = {
  args: { problem: 'error', detail: 'Demasiadas solicitudes, intenta en un minuto' },
};
