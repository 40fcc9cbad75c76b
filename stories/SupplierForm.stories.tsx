import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SupplierForm } from '@/features/volumetric/components/SupplierForm';
import { validateSupplier } from '@/features/volumetric/model/supplierForm';

const meta = {
  title: 'Volumetric/SupplierForm',
  component: SupplierForm,
  args: {
    validate: validateSupplier,
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof SupplierForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const NameTaken: Story = {
  args: {
    onSubmit: fn(async () => ({
      name: 'Ya existe un proveedor con ese nombre o alias',
      alias: 'Ya existe un proveedor con ese nombre o alias',
    })),
  },
};
