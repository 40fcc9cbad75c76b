import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SilenceDialog } from '@/features/alertRules/components/SilenceDialog';
import { newSilenceValues, validateSilence } from '@/features/alertRules/model/silenceForm';

const meta = {
  title: 'AlertRules/SilenceDialog',
  component: SilenceDialog,
  args: {
    open: true,
    name: 'Conector caído',
    initialValues: newSilenceValues(),
    validate: validateSilence,
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof SilenceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Silence: Story = {};
export const Failed: Story = {
  args: {
    onSubmit: fn(async () => ({ until: 'Un silencio dura como máximo 90 días' })),
  },
};
