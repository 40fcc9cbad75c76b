import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from '@/components/Card';
import { Skeleton } from '@/components/Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle', 'chart'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { variant: 'text', width: 240 } };
export const TextLines: Story = { args: { variant: 'text', lines: 4, width: 320 } };
export const Rect: Story = { args: { variant: 'rect', width: 320, height: 120 } };
export const Circle: Story = { args: { variant: 'circle', width: 40 } };
export const Static: Story = { args: { variant: 'rect', width: 320, height: 48, animated: false } };

export const Chart: Story = {
  render: () => (
    <div style={{ maxWidth: 520 }}>
      <Card title="Inmediatez">
        <Skeleton variant="chart" height={200} />
      </Card>
    </div>
  ),
};

export const FuelCards: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          style={{
            display: 'flex',
            gap: 12,
            alignItems: 'center',
            padding: 16,
            background: '#fff',
            borderRadius: 12,
            width: 220,
          }}
        >
          <Skeleton variant="circle" width={40} />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} />
          </div>
        </div>
      ))}
    </div>
  ),
};
