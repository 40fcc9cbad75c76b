import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PlaceholderScreen } from '@/features/shell/components/PlaceholderScreen';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const meta = {
  title: 'Shell/PlaceholderScreen',
  component: PlaceholderScreen,
  args: { name: 'Cámaras' },
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomDescription: Story = {
  args: {
    name: 'Proveedores volumétricos',
    description: 'Pronto podrás registrar proveedores y sus sistemas desde aquí.',
  },
};
export const LongText: Story = { args: { name: LONG_TEXT } };
export const HtmlMetacharacters: Story = { args: { name: HTML_TEXT, description: HTML_TEXT } };
