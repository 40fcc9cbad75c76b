import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FilesTable } from '@/features/compliance/components/FilesTable';
import { demoComplianceFiles } from '../tests/support/msw/complianceHandlers';

const meta = {
  title: 'Compliance/FilesTable',
  component: FilesTable,
  args: { rows: demoComplianceFiles, onDownload: fn() },
} satisfies Meta<typeof FilesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Files: Story = {};
export const Downloading: Story = { args: { downloading: [8] } };
export const Empty: Story = { args: { rows: [] } };
