import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ChangeList } from '@/features/compliance/components/ChangeList';
import { demoComplianceFiles } from '../tests/support/msw/complianceHandlers';

const meta = {
  title: 'Compliance/ChangeList',
  component: ChangeList,
  args: { changes: demoComplianceFiles[0]!.changes },
} satisfies Meta<typeof ChangeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Changed: Story = {};
export const NothingChanged: Story = { args: { changes: [] } };
