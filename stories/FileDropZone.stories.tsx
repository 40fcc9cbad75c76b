import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FileDropZone } from '@/components/FileDropZone';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const meta = {
  title: 'Components/FileDropZone',
  component: FileDropZone,
  args: {
    onFile: fn(),
    accept: '.json,.zip',
    texts: {
      drop: 'Arrastre aquí el archivo',
      choose: 'Elegir archivo',
      hint: 'JSON o ZIP de hasta 20 MB',
      inputLabel: 'Archivo de reportes',
      busy: 'Revisando el archivo…',
    },
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Busy: Story = { args: { busy: true } };
export const WithError: Story = { args: { error: 'El archivo pesa más de 20 MB' } };
export const LongText: Story = {
  args: {
    texts: {
      drop: LONG_TEXT,
      choose: 'Elegir archivo',
      hint: LONG_TEXT,
      inputLabel: 'x',
      busy: 'x',
    },
    error: LONG_TEXT,
  },
};
export const HtmlMetacharacters: Story = {
  args: {
    texts: { drop: HTML_TEXT, choose: HTML_TEXT, hint: HTML_TEXT, inputLabel: 'x', busy: 'x' },
    error: HTML_TEXT,
  },
};
