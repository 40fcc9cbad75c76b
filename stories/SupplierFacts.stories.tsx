import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SupplierFacts } from '@/features/volumetric/components/SupplierFacts';

const meta = {
  title: 'Volumetric/SupplierFacts',
  component: SupplierFacts,
  args: { name: 'Controles MX', alias: 'cmx', createdAt: '2026-01-15T16:30:00.000Z' },
} satisfies Meta<typeof SupplierFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Facts: Story = {};
