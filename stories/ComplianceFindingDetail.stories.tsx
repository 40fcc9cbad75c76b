import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FindingDetail } from '@/features/compliance/components/FindingDetail';
import {
  complianceFindingDetail,
  demoComplianceFindings,
} from '../tests/support/msw/complianceHandlers';

const meta = {
  title: 'Compliance/FindingDetail',
  component: FindingDetail,
  args: { finding: complianceFindingDetail(demoComplianceFindings[1]!), onDownloadFile: fn() },
} satisfies Meta<typeof FindingDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {};
export const MissingDay: Story = {
  args: { finding: complianceFindingDetail(demoComplianceFindings[0]!) },
};
export const Calibration: Story = {
  args: { finding: complianceFindingDetail(demoComplianceFindings[2]!) },
};
