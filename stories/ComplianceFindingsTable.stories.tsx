import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FindingsTable } from '@/features/compliance/components/FindingsTable';
import { demoComplianceFindings } from '../tests/support/msw/complianceHandlers';

const meta = {
  title: 'Compliance/FindingsTable',
  component: FindingsTable,
  args: { rows: demoComplianceFindings, onOpen: fn() },
} satisfies Meta<typeof FindingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Findings: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const NoneInTheMonth: Story = { args: { rows: [] } };
export const NoneMatching: Story = { args: { rows: [], filtered: true } };
