import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ConnectionTestResult } from '@/features/volumetric/components/ConnectionTestResult';
import { demoConnectionTest } from '../tests/support/msw/volumetricHandlers';

const meta = {
  title: 'Volumetric/ConnectionTestResult',
  component: ConnectionTestResult,
  args: { result: demoConnectionTest() },
} satisfies Meta<typeof ConnectionTestResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BadRow: Story = {};
export const AllGood: Story = {
  args: {
    result: {
      ...demoConnectionTest(),
      ok: true,
      records_found: 1,
      rows: demoConnectionTest().rows.slice(0, 1),
    },
  },
};
export const TokenRefused: Story = {
  args: {
    result: {
      ok: false,
      records_found: 0,
      rows: [],
      steps: [
        {
          ...demoConnectionTest().steps[0]!,
          status: 401,
          excerpt: '{"error":"invalid_grant"}',
          error: 'El proveedor rechazó las credenciales (401)',
        },
      ],
    },
  },
};
