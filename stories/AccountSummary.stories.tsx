import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AccountSummary } from '@/features/profile/components/AccountSummary';
import { LONG_TEXT } from './StoryFixtures';

const meta = {
  title: 'Profile/AccountSummary',
  component: AccountSummary,
  args: {
    name: 'Eduardo Editor',
    username: 'editor',
    roleName: 'Editor',
    customerName: 'Gasolinera Demo S.A. de C.V.',
    pictureUrl: null,
  },
} satisfies Meta<typeof AccountSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutRoleNorCompany: Story = { args: { roleName: null, customerName: null } };
export const BrokenPicture: Story = { args: { pictureUrl: '/no-existe.png' } };
export const LongTexts: Story = { args: { name: LONG_TEXT, customerName: LONG_TEXT } };
