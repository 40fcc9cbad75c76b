import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RetryAlert } from '@/components/RetryAlert';
import { HTML_TEXT } from './StoryFixtures';

const meta = {
  title: 'Components/RetryAlert',
  component: RetryAlert,
  args: { failure: { message: 'No se pudo cargar la información', onRetry: fn() } },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HtmlMetacharacters: Story = {
  args: { failure: { message: HTML_TEXT, onRetry: fn() } },
};
