import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { MetricsTable, type MetricRow } from '@/features/metrics/components/MetricsTable';
import { pageSlice } from '@/features/metrics/model/pagination';

const labels = [
  'Inmediatez (segundos)',
  'Atención Oportuna (porcentaje)',
  'Tiempo de Servicio (segundos)',
  'Conversión (porcentaje)',
  'Clientes Frecuentes (porcentaje)',
  'Inmediatez (segundos) (gas)',
  'Atención Oportuna (porcentaje) (gas)',
  'Tiempo de Servicio (segundos) (gas)',
  'Inmediatez (segundos) (diesel)',
  'Atención Oportuna (porcentaje) (diesel)',
  'Tiempo de Servicio (segundos) (diesel)',
  'Desconocida',
];
const rows: MetricRow[] = labels.map((label, index) => ({ id: index + 1, label }));

const meta = {
  title: 'Metrics/MetricsTable',
  component: MetricsTable,
  args: {
    rows: rows.slice(0, 10),
    count: rows.length,
    page: 0,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MetricsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {
  render: function PagedTable(args) {
    const [page, setPage] = useState(0);
    const [pageSize, setPageSize] = useState(10);
    return (
      <MetricsTable
        {...args}
        rows={pageSlice(rows, page, pageSize)}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    );
  },
};
export const Loading: Story = { args: { rows: [], count: 0, loading: true } };
export const Empty: Story = { args: { rows: [], count: 0 } };
export const Failed: Story = {
  args: {
    rows: [],
    count: 0,
    error: { message: 'Error en servidor: Contacte a soporte', onRetry: fn() },
  },
};
