import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StationCard } from '@/features/home/components/StationCard';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const station = {
  name: 'Estación Centro',
  permission: 'PL/10234/EXP/ES/2015',
  brand: 'Pemex',
  city: 'Monterrey',
  state: 'Nuevo León',
};

const meta = {
  title: 'Home/StationCard',
  component: StationCard,
  args: { station },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutBrandNorLocation: Story = {
  args: { station: { ...station, brand: null, city: null, state: null } },
};
export const LongName: Story = { args: { station: { ...station, name: LONG_TEXT } } };
export const HtmlInName: Story = { args: { station: { ...station, name: HTML_TEXT } } };
