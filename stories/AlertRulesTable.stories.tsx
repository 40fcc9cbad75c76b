import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { EmptyState } from '@/components/EmptyState';
import { AlertRulesTable } from '@/features/alertRules/components/AlertRulesTable';
import { alertRule, alertRulesState } from '../tests/support/msw/alertRulesHandlers';

const meta = {
  title: 'AlertRules/AlertRulesTable',
  component: AlertRulesTable,
  args: {
    rules: [
      ...alertRulesState().rules,
      alertRule({
        id: 3,
        name: 'Dejar de ser la más barata',
        condition: { kind: 'not_cheapest', fuels: ['premium'] },
        severity: 'info',
        channels: ['in_app'],
        enabled: false,
      }),
    ],
    now: new Date('2026-08-02T12:00:00Z'),
    canManage: true,
    empty: <EmptyState title="Aún no hay reglas de alerta" />,
    onEdit: fn(),
    onSilence: fn(),
    onEndSilence: fn(),
    onDelete: fn(),
    onNotices: fn(),
  },
} satisfies Meta<typeof AlertRulesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {};
export const ReadOnly: Story = { args: { canManage: false } };
export const Loading: Story = { args: { rules: [], loading: true } };
export const Empty: Story = { args: { rules: [] } };
export const Failed: Story = {
  args: {
    rules: [],
    error: { message: 'Error en servidor: Contacte a soporte', onRetry: fn() },
  },
};
