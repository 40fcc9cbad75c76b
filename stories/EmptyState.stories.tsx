import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Files: Story = {
  args: {
    title: 'No hay archivos disponibles',
    description: 'No se encontraron archivos en esta carpeta. Intenta subir algunos archivos.',
  },
};
export const WithAction: Story = {
  args: {
    icon: 'gas-station',
    title: 'Aún no tienes estaciones',
    description: 'Agrega tu primera estación para empezar a comparar precios.',
    action: <Button startIcon="plus">Agregar estación</Button>,
  },
};
export const Compact: Story = { args: { compact: true, icon: 'search', title: 'Sin resultados' } };
export const LongText: Story = { args: { title: LONG_TEXT, description: LONG_TEXT } };
export const HtmlMetacharacters: Story = { args: { title: HTML_TEXT, description: HTML_TEXT } };
