import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CrudListLayout, type CrudListLayoutProps } from '@/components/CrudListLayout';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { TextField } from '@/components/TextField';

interface Row {
  id: number;
  name: string;
  station: string;
}

const rows: Row[] = [
  { id: 1, name: 'Dispensario 1', station: 'Servicio Lomas' },
  { id: 2, name: 'Tanque diésel', station: 'Servicio Aguascalientes' },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Nombre' },
  { key: 'station', header: 'Gasolinera' },
];

function List({ loading = false, empty = false }: { loading?: boolean; empty?: boolean }) {
  return (
    <DataTable
      aria-label="Lista de activos"
      columns={columns}
      rows={empty ? [] : rows}
      loading={loading}
      bordered={false}
      rowMenuItems={() => [
        { key: 'edit', label: 'Editar', onSelect: fn() },
        { key: 'delete', label: 'Eliminar', danger: true, onSelect: fn() },
      ]}
    />
  );
}

const closedEditor: NonNullable<CrudListLayoutProps['editor']> = {
  open: false,
  title: 'Nuevo activo',
  onClose: fn(),
  children: <TextField label="Nombre" value="" onChange={fn()} />,
};

const deleteConfirmation = (open: boolean, pending = false) => ({
  key: 'delete',
  open,
  title: 'Eliminar activo',
  acceptLabel: 'Eliminar',
  danger: true,
  pending,
  onCancel: fn(),
  onAccept: fn(),
  children: '¿Eliminar el activo «Dispensario 1»?',
});

const meta = {
  title: 'Components/CrudListLayout',
  component: CrudListLayout,
  args: {
    title: 'Activos',
    subtitle: 'Dispensarios, tanques y equipos de cada gasolinera',
    add: { label: 'Agregar activo', onClick: fn() },
    editor: closedEditor,
    confirmations: [deleteConfirmation(false)],
    children: <List />,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CrudListLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSearch: Story = {
  args: {
    search: { value: '', onChange: fn(), label: 'Buscar', placeholder: 'Nombre o gasolinera' },
  },
};
export const SearchOnly: Story = {
  args: {
    add: undefined,
    search: { value: 'lomas', onChange: fn(), label: 'Buscar' },
  },
};
export const SecondaryAdd: Story = {
  args: { add: { label: 'Agregar contacto', variant: 'secondary', onClick: fn() } },
};
export const Loading: Story = { args: { children: <List loading /> } };
export const Empty: Story = { args: { children: <List empty /> } };
export const Editing: Story = { args: { editor: { ...closedEditor, open: true } } };
export const ConfirmDelete: Story = { args: { confirmations: [deleteConfirmation(true)] } };
export const Deleting: Story = { args: { confirmations: [deleteConfirmation(true, true)] } };
