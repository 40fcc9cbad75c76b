import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SsoButtons } from '@/features/sso/components/SsoButtons';

const meta = {
  title: 'Sso/SsoButtons',
  component: SsoButtons,
  args: {
    providers: [
      { id: 1, name: 'Google' },
      { id: 2, name: 'Microsoft' },
    ],
    busyId: null,
    errorMessage: null,
    onStart: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof SsoButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Providers: Story = {};
/** Google pressed: its button spins, the others wait. */
export const Starting: Story = { args: { busyId: 1 } };
export const StartFailed: Story = {
  args: { errorMessage: 'No se pudo contactar al proveedor de identidad' },
};
/** No provider configured: nothing is drawn. */
export const NoProviders: Story = { args: { providers: [] } };
