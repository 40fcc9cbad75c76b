import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FormSection } from '@/features/volumetric/components/systemForm/FormSection';

const meta = {
  title: 'Volumetric/SystemForm/FormSection',
  component: FormSection,
  args: { title: 'Solicitud de datos', children: <p>Campos de la sección</p> },
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
