import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FormFooter } from '@/components/FormFooter';

const meta = {
  title: 'Components/FormFooter',
  component: FormFooter,
  args: { submitting: false, submitLabel: 'Guardar', onCancel: fn() },
} satisfies Meta<typeof FormFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const WithoutCancel: Story = { args: { onCancel: undefined } };
export const Failed: Story = { args: { error: 'No se pudo guardar. Inténtalo de nuevo.' } };
export const SubmitDisabled: Story = { args: { onCancel: undefined, submitDisabled: true } };
