import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RuleForm } from '@/features/alertRules/components/RuleForm';
import { RulePreview } from '@/features/alertRules/components/RulePreview';
import { newRuleValues, validateRule, valuesFromRule } from '@/features/alertRules/model/ruleForm';
import { alertRulesState } from '../tests/support/msw/alertRulesHandlers';

const meta = {
  title: 'AlertRules/RuleForm',
  component: RuleForm,
  args: {
    mode: 'create',
    initialValues: newRuleValues(),
    stations: [
      { value: '1', label: 'Estación Centro' },
      { value: '2', label: 'Estación Valle' },
      { value: '3', label: 'Estación Aeropuerto' },
    ],
    validate: validateRule,
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onCancel: fn(),
    preview: () => <RulePreview state={{ status: 'idle' }} />,
  },
} satisfies Meta<typeof RuleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const EditCompetitorMove: Story = {
  args: { mode: 'edit', initialValues: valuesFromRule(alertRulesState().rules[0]!) },
};
export const EditConnectorFailing: Story = {
  args: { mode: 'edit', initialValues: valuesFromRule(alertRulesState().rules[1]!) },
};
export const WithPreview: Story = {
  args: {
    initialValues: valuesFromRule(alertRulesState().rules[0]!),
    preview: () => (
      <RulePreview
        state={{
          status: 'ready',
          count: 4,
          examples: [
            {
              key: 'a',
              at: '2026-07-30',
              station: 'Estación Centro',
              text: 'Regular de 23.49 a 22.99',
            },
          ],
        }}
      />
    ),
  },
};
export const RefusedByServer: Story = {
  args: {
    initialValues: valuesFromRule(alertRulesState().rules[0]!),
    onSubmit: fn(async () => ({
      gas_station_ids: 'Las gasolineras de una regla deben ser de un mismo cliente',
    })),
  },
};
