import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HomeHeader } from '@/features/home/components/HomeHeader';
import { LONG_TEXT } from './StoryFixtures';

const meta = {
  title: 'Home/HomeHeader',
  component: HomeHeader,
  args: {
    name: 'Valeria Visor',
    period: 'morning',
    dateText: 'lunes, 2 de marzo de 2026',
    customerName: 'Gasolinera Demo S.A. de C.V.',
    roleName: 'Visor',
  },
  argTypes: { period: { control: 'inline-radio', options: ['morning', 'afternoon', 'evening'] } },
} satisfies Meta<typeof HomeHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Morning: Story = {};
export const Evening: Story = { args: { period: 'evening' } };
export const Administrator: Story = { args: { name: 'Ana Administradora', roleName: 'Admin' } };
export const NoAccountNorRole: Story = { args: { customerName: null, roleName: null } };
export const LongName: Story = { args: { name: LONG_TEXT, customerName: LONG_TEXT } };
