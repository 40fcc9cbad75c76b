import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VisuallyHidden } from '@/components/VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  render: () => (
    <p>
      Texto visible
      <VisuallyHidden> y texto solo para lectores de pantalla</VisuallyHidden>
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
export const ReadByScreenReadersOnly: StoryObj<typeof meta> = {};
