import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar, type AvatarSize } from '@/components/Avatar';
import { HTML_TEXT } from './StoryFixtures';

// Inline image so the story works offline.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#41A092"/><circle cx="40" cy="32" r="14" fill="#e1f2f4"/><path d="M12 80c3-18 15-26 28-26s25 8 28 26z" fill="#e1f2f4"/></svg>',
  );

const sizes: AvatarSize[] = ['large', 'medium', 'group', 'small', 'extraSmall'];

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Ana María López', size: 'large' },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Picture: Story = { args: { src: PICTURE } };
export const BrokenPictureFallsBack: Story = { args: { src: 'https://invalid.example/none.png' } };
export const DefaultImage: Story = { args: { name: undefined } };
export const Count: Story = { args: { count: 3, size: 'group' } };
export const CountCapped: Story = { args: { count: 12, size: 'group' } };
export const HtmlMetacharacters: Story = { args: { name: HTML_TEXT } };

export const AllSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[
        { name: 'Ana María López' },
        { src: PICTURE, name: 'Luis Pérez' },
        {},
        { count: 4 },
        { count: 25 },
      ].map((props, row) => (
        <div key={row} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          {sizes.map((size) => (
            <Avatar key={size} size={size} {...props} />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Group: Story = {
  render: () => (
    <div style={{ display: 'flex' }}>
      {['Ana López', 'Bruno Díaz', 'Carla Núñez'].map((name, i) => (
        <span
          key={name}
          style={{
            marginLeft: i === 0 ? 0 : -6,
            border: '2px solid #fff',
            borderRadius: '50%',
            display: 'inline-flex',
          }}
        >
          <Avatar name={name} size="group" />
        </span>
      ))}
      <span
        style={{
          marginLeft: -6,
          border: '2px solid #fff',
          borderRadius: '50%',
          display: 'inline-flex',
        }}
      >
        <Avatar count={14} size="group" />
      </span>
    </div>
  ),
};
