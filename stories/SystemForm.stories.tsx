import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FORM_ERROR } from 'final-form';
import { fn } from 'storybook/test';
import { SystemForm } from '@/features/volumetric/components/SystemForm';
import {
  newSystemValues,
  validateSystem,
  valuesFromSystem,
} from '@/features/volumetric/model/systemForm';
import { demoSystem, publicSystem } from '../tests/support/msw/volumetricHandlers';

const meta = {
  title: 'Volumetric/SystemForm',
  component: SystemForm,
  args: {
    mode: 'create',
    initialValues: newSystemValues(),
    validate: validateSystem,
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof SystemForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
/** A saved token request: its body shows only as saved. */
export const EditTokenRequest: Story = {
  args: { mode: 'edit', initialValues: valuesFromSystem(publicSystem(demoSystem())) },
};
export const EditStaticToken: Story = {
  args: {
    mode: 'edit',
    initialValues: valuesFromSystem(
      publicSystem(demoSystem({ token_url: null, token_body: null, static_token: 'tok' })),
    ),
  },
};
export const ServerRefused: Story = {
  args: {
    mode: 'edit',
    initialValues: valuesFromSystem(publicSystem(demoSystem())),
    onSubmit: fn(async () => ({
      [FORM_ERROR]: 'El servidor de datos no está permitido',
    })),
  },
};
