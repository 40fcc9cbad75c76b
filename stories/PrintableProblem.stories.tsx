import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useTranslation } from 'react-i18next';
import {
  PrintableProblem,
  type PrintableProblemKind,
} from '@/features/reports/components/PrintableProblem';

function Problem({ problem, detail }: { problem: PrintableProblemKind; detail?: string }) {
  const { t } = useTranslation('reports');
  return <PrintableProblem problem={problem} detail={detail} t={t} />;
}

const meta = {
  title: 'Reports/PrintableProblem',
  component: Problem,
  args: { problem: 'invalid' },
} satisfies Meta<typeof Problem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {};
export const Expired: Story = { args: { problem: 'expired' } };
export const OtherStation: Story = { args: { problem: 'station' } };
export const Failed: Story = { args: { problem: 'error', detail: 'Falla del servidor' } };
