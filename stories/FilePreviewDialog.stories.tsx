import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FilePreviewDialog } from '@/features/files/components/FilePreviewDialog';
import {
  failingRenderer,
  pagesRenderer,
  PRICE_SHEETS,
  RESULT_SLIDES,
  SMALL_PNG as PNG,
} from './FilesFixtures';

const meta = {
  title: 'Files/FilePreviewDialog',
  component: FilePreviewDialog,
  args: {
    open: true,
    fileName: 'Reporte diario 2022-01-08.pdf',
    state: { status: 'loading' },
    renderPdf: pagesRenderer('Reporte diario de precios'),
    renderDocx: pagesRenderer('Contrato de suministro', 1),
    onRenderError: fn(),
    onDownload: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof FilePreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Pdf: Story = {
  args: { state: { status: 'ready', content: { kind: 'pdf', data: new ArrayBuffer(8) } } },
};
export const Spreadsheet: Story = {
  args: {
    fileName: 'Precios enero de 2022.xlsx',
    state: { status: 'ready', content: { kind: 'table', sheets: PRICE_SHEETS } },
  },
};
export const Csv: Story = {
  args: {
    fileName: 'Precios de la competencia 2022-01-08.csv',
    state: { status: 'ready', content: { kind: 'table', sheets: [PRICE_SHEETS[0]!] } },
  },
};
export const Image: Story = {
  args: {
    fileName: 'Foto de la estación.png',
    state: { status: 'ready', content: { kind: 'image', url: PNG } },
  },
};
export const WordDocument: Story = {
  args: {
    fileName: 'Contrato de suministro.docx',
    state: { status: 'ready', content: { kind: 'docx', data: new ArrayBuffer(8) } },
  },
};
/** The renderer fails: the screen turns this into the error state. */
export const RendererFails: Story = {
  args: {
    state: { status: 'ready', content: { kind: 'pdf', data: new ArrayBuffer(8) } },
    renderPdf: failingRenderer,
  },
};
export const Failed: Story = { args: { state: { status: 'error' } } };
export const Presentation: Story = {
  args: {
    fileName: 'Presentación de resultados.pptx',
    state: {
      status: 'ready',
      content: { kind: 'slides', slides: RESULT_SLIDES, omittedSlides: 0, thumbnailUrl: null },
    },
  },
};
export const Unsupported: Story = {
  args: { fileName: 'Notas de la junta.txt', state: { status: 'unsupported' } },
};
