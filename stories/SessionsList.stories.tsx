import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SessionsList } from '@/features/profile/components/SessionsList';

const now = Date.UTC(2026, 10, 29, 9, 40);
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

const meta = {
  title: 'Profile/SessionsList',
  component: SessionsList,
  args: {
    sessions: [
      {
        id: 3,
        current: true,
        browser: 'Chrome 130',
        os: 'Windows 10',
        device: 'desktop',
        ip: '201.141.12.8',
        created_at: at(90),
        last_seen_at: at(0),
      },
      {
        id: 2,
        current: false,
        browser: 'Safari 17',
        os: 'iOS',
        device: 'mobile',
        ip: '187.190.4.33',
        created_at: at(60 * 26),
        last_seen_at: at(45),
      },
      {
        id: 1,
        current: false,
        browser: null,
        os: null,
        device: 'unknown',
        ip: null,
        created_at: at(60 * 24 * 6),
        last_seen_at: at(60 * 24 * 5),
      },
    ],
    onEnd: fn(),
    onEndOthers: fn(),
    ending: null,
  },
} satisfies Meta<typeof SessionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const EndingOne: Story = { args: { ending: 2 } };
export const OnlyThisOne: Story = {
  args: { sessions: [meta.args.sessions[0]!] },
};
