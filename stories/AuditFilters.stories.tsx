import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AuditFilters, NO_FILTERS } from '@/features/audit/components/AuditFilters';
import { auditObjectTypes, auditOperations } from './AuditFixtures';

const meta = {
  title: 'Audit/AuditFilters',
  component: AuditFilters,
  args: {
    values: NO_FILTERS,
    onChange: fn(),
    onExport: fn(),
    operations: auditOperations,
    objectTypes: auditObjectTypes,
    stations: [
      { id: 1, name: 'Servicio Las Américas' },
      { id: 2, name: 'Gasolinera Bajío Centro' },
    ],
  },
} satisfies Meta<typeof AuditFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filtered: Story = {
  args: {
    values: {
      ...NO_FILTERS,
      actor: 'editor@',
      operation: 'updateUser',
      objectType: 'user',
      from: '2026-03-01',
      to: '2026-03-02',
    },
  },
};
export const Exporting: Story = { args: { exporting: true } };
