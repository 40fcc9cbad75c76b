import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AuditRecordDetail } from '@/features/audit/components/AuditRecordDetail';
import { auditRecords } from './AuditFixtures';

const meta = {
  title: 'Audit/AuditRecordDetail',
  component: AuditRecordDetail,
  args: { record: auditRecords[0]!, onClose: fn() },
} satisfies Meta<typeof AuditRecordDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangedFields: Story = {};
export const Permissions: Story = { args: { record: auditRecords[1]! } };
export const Secret: Story = { args: { record: auditRecords[2]! } };
export const FailedSignIn: Story = { args: { record: auditRecords[3]! } };
