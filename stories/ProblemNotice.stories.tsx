import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProblemNotice } from '@/components/ProblemNotice';

const meta = {
  title: 'Components/ProblemNotice',
  component: ProblemNotice,
  args: {
    title: 'El enlace expiró',
    problem: 'expired',
    children: (
      <>
        <p>Este enlace compartido ya no está vigente.</p>
        <p>Verifica con la persona que te lo compartió.</p>
      </>
    ),
  },
} satisfies Meta<typeof ProblemNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {};
