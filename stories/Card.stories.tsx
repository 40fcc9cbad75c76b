import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { IconButton } from '@/components/IconButton';
import { Skeleton } from '@/components/Skeleton';
import { Card } from '@/components/Card';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Histórico',
    children: <p>Precio promedio mensual de los combustibles en tu zona.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: {
    subtitle: 'Últimos 6 meses',
    actions: (
      <>
        <IconButton icon="download" aria-label="Descargar" />
        <Button size="small" variant="secondary">
          Mensual
        </Button>
      </>
    ),
  },
};
export const Loading: Story = {
  args: { title: 'Inmediatez', children: <Skeleton variant="chart" /> },
};
export const WithError: Story = {
  args: {
    title: 'Atención oportuna',
    children: <Alert severity="error">Error: tiempo de espera agotado</Alert>,
  },
};
export const BodyOnly: Story = { args: { title: undefined } };
export const LongText: Story = {
  args: { title: LONG_TEXT, subtitle: LONG_TEXT, children: <p>{LONG_TEXT}</p> },
};
export const HtmlMetacharacters: Story = {
  args: { title: HTML_TEXT, children: <p>{HTML_TEXT}</p> },
};
