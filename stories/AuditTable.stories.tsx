import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AuditTable } from '@/features/audit/components/AuditTable';
import { auditRecords } from './AuditFixtures';

const meta = {
  title: 'Audit/AuditTable',
  component: AuditTable,
  args: {
    rows: auditRecords,
    onOpen: fn(),
    pagination: {
      page: 0,
      pageSize: 50,
      pageSizeOptions: [25, 50, 100],
      count: 1042,
      onPageChange: fn(),
      onPageSizeChange: fn(),
    },
  },
} satisfies Meta<typeof AuditTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Records: Story = {};
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [], pagination: undefined } };
export const Failed: Story = {
  args: {
    rows: [],
    error: { message: 'No se pudo cargar la información', onRetry: fn() },
  },
};
