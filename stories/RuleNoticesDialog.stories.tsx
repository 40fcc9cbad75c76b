import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import {
  RuleNoticesDialog,
  type RuleNotices,
} from '@/features/alertRules/components/RuleNoticesDialog';
import { submitFailure, type FormErrors } from '@/lib/forms';
import { alertRulesState } from '../tests/support/msw/alertRulesHandlers';

const [competitor, connector] = alertRulesState().rules as [
  ReturnType<typeof alertRulesState>['rules'][number],
  ReturnType<typeof alertRulesState>['rules'][number],
];

const meta = {
  title: 'AlertRules/RuleNoticesDialog',
  component: RuleNoticesDialog,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    open: true,
    name: competitor.name,
    // The owner's default: the rule's channels (in the app and e-mail).
    notices: {
      channels: ['email'],
      rule_channels: competitor.channels,
      owner: true,
      chosen: false,
    },
    email: 'ana@demo.surtidor.mx',
    settingsPath: '/profile?section=notices',
    onSubmit: fn(async (): Promise<FormErrors | undefined> => undefined),
    onReset: fn(async (): Promise<string | undefined> => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof RuleNoticesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const chosen: RuleNotices = {
  channels: ['whatsapp'],
  rule_channels: connector.channels,
  owner: false,
  chosen: true,
};

export const OwnerDefault: Story = {};
/** Somebody else's rule, never chosen: nothing outside the app yet; no e-mail on this rule. */
export const NotSubscribed: Story = {
  args: { name: connector.name, notices: { ...chosen, channels: [], chosen: false } },
};
/** Chosen: 'Volver a lo predeterminado' is offered (for somebody else's rule: no notices). */
export const Chosen: Story = { args: { name: connector.name, notices: chosen } };
/** The owner's own choice: going back gives the rule's channels. */
export const OwnerChosen: Story = {
  args: {
    notices: { channels: [], rule_channels: competitor.channels, owner: true, chosen: true },
  },
};
export const ResetFailed: Story = {
  args: {
    name: connector.name,
    notices: chosen,
    onReset: fn(async () => 'Error en servidor: Contacte a soporte'),
  },
};
export const OnlyInApp: Story = {
  args: { notices: { channels: [], rule_channels: ['in_app'], owner: true, chosen: true } },
};
export const Paused: Story = { args: { paused: true } };
export const Loading: Story = { args: { notices: null } };
export const LoadFailed: Story = {
  args: { notices: null, failure: { message: 'Regla no encontrada', onRetry: fn() } },
};
export const SaveFailed: Story = {
  args: { onSubmit: fn(async () => submitFailure('Error en servidor: Contacte a soporte')) },
};
