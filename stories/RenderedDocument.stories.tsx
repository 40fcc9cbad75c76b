import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RenderedDocument } from '@/features/files/components/RenderedDocument';
import { failingRenderer, pagesRenderer } from './FilesFixtures';

const meta = {
  title: 'Files/RenderedDocument',
  component: RenderedDocument,
  args: {
    data: new ArrayBuffer(8),
    render: pagesRenderer('Reporte semanal de precios', 3),
    onError: fn(),
    label: 'Reporte semanal 2022-01-08 a 2022-01-13.pdf',
    variant: 'pdf',
  },
} satisfies Meta<typeof RenderedDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PdfPages: Story = {};
export const WordDocument: Story = {
  args: { variant: 'docx', render: pagesRenderer('Contrato de suministro', 1) },
};
/** Never finishes: the spinner stays. */
export const Rendering: Story = { args: { render: () => new Promise<void>(() => undefined) } };
export const Fails: Story = { args: { render: failingRenderer } };
