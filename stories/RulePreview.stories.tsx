import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RulePreview } from '@/features/alertRules/components/RulePreview';

const meta = {
  title: 'AlertRules/RulePreview',
  component: RulePreview,
  args: { state: { status: 'idle' } },
} satisfies Meta<typeof RulePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const NotKept: Story = { args: { state: { status: 'notKept' } } };
export const NoHistory: Story = { args: { state: { status: 'noHistory' } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const WouldHaveFired: Story = {
  args: {
    state: {
      status: 'ready',
      count: 12,
      examples: [
        {
          key: '1',
          at: '2026-07-28',
          station: 'Estación Centro',
          text: 'Competidor PL/10234: Regular de 23.49 a 22.99 (▼ 0.50)',
        },
        {
          key: '2',
          at: '2026-08-02',
          station: 'Estación Valle',
          text: 'Competidor PL/20456: Diesel de 25.10 a 25.79 (▲ 0.69)',
        },
      ],
    },
  },
};
export const NeverFired: Story = {
  args: { state: { status: 'ready', count: 0, examples: [] } },
};
export const Failed: Story = {
  args: { state: { status: 'failed', message: 'Error en servidor: Contacte a soporte' } },
};
