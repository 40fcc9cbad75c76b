import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '@/components/Button';
import { Modal, type ModalProps } from '@/components/Modal';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

function ModalDemo(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir diálogo</Button>
      <Modal
        {...props}
        open={open}
        onCancel={() => {
          props.onCancel?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: true,
    title: 'Confirmacion de eliminación',
    description: 'Si en el futuro deseas agregarla nuevamente, podrás hacerlo sin problema.',
    onCancel: fn(),
    onAccept: fn(),
  },
  argTypes: {
    maxWidth: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl', 'fullScreen'] },
    alertType: {
      control: 'inline-radio',
      options: [undefined, 'error', 'warning', 'info', 'success'],
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DangerAccept: Story = { args: { acceptLabel: 'Eliminar', acceptVariant: 'danger' } };
export const Pending: Story = {
  args: { pending: true, acceptLabel: 'Eliminar', acceptVariant: 'danger' },
};

export const AlertError: Story = {
  args: {
    alertType: 'error',
    title: 'Error al cargar el archivo',
    description:
      'No se pudo cargar la vista previa del archivo. Por favor, descárguelo para verlo.',
    onAccept: undefined,
  },
};
export const AlertWarning: Story = {
  args: {
    alertType: 'warning',
    title: 'Formato no compatible',
    description:
      'El formato de archivo no es compatible con la vista previa. Por favor, descárguelo para verlo.',
  },
};
export const AlertInfo: Story = {
  args: {
    alertType: 'info',
    title: 'Reporte en proceso',
    description:
      'Te enviaremos el reporte por correo cuando esté listo. Puedes seguir usando la plataforma.',
  },
};
export const AlertSuccess: Story = {
  args: {
    alertType: 'success',
    title: 'Archivo procesado',
    description:
      'El reporte se envía en un par de minutos y el mapeo queda guardado para la próxima vez.',
    onCancel: undefined,
  },
};

export const Form: Story = {
  args: {
    title: 'Agregar competencia',
    description:
      'Agrega gasolineras competidoras para darles seguimiento y analizar su comportamiento en el mercado.',
    acceptLabel: 'Agregar',
    maxWidth: 'sm',
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Apodo de la competencia" required maxLength={100} fullWidth />
        <TextField label="Razón social" maxLength={100} fullWidth />
        <TextField label="Dirección" required maxLength={100} fullWidth />
        <TextField
          label="Permiso de la CRE"
          required
          maxLength={100}
          placeholder="PS-XXXXXX"
          fullWidth
        />
        <Select
          label="Marca"
          value={null}
          onChange={() => undefined}
          options={[
            { value: 'pemex', label: 'Pemex' },
            { value: 'shell', label: 'Shell' },
          ]}
        />
      </div>
    ),
  },
};

export const LongText: Story = {
  args: {
    title: LONG_TEXT,
    description: LONG_TEXT,
    children: <p>{Array.from({ length: 12 }, () => LONG_TEXT).join(' ')}</p>,
  },
};

export const HtmlMetacharacters: Story = {
  args: { title: HTML_TEXT, description: HTML_TEXT, acceptLabel: HTML_TEXT },
};

export const MaxWidthXs: Story = { args: { maxWidth: 'xs' } };
export const MaxWidthMd: Story = {
  args: {
    maxWidth: 'md',
    minHeight: '60vh',
    title: 'Vista previa',
    description: undefined,
    footer: null,
  },
};
export const MaxWidthLg: Story = { args: { maxWidth: 'lg' } };
export const FullScreen: Story = {
  args: {
    maxWidth: 'fullScreen',
    title: 'reporte-mensual.pdf',
    description: undefined,
    footer: null,
  },
};
export const CustomFooter: Story = {
  args: {
    footer: (
      <Button variant="text" data-autofocus>
        Entendido
      </Button>
    ),
  },
};
