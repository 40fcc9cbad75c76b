import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ServiceMetricCard } from '@/features/dashboard/components/ServiceMetricCard';
import { fixtureServiceChart } from './DashboardFixtures';

const ready = (metric: Parameters<typeof fixtureServiceChart>[0]) => {
  const chart = fixtureServiceChart(metric);
  return { status: 'ready' as const, categories: chart.categories, rows: chart.chartData };
};

const meta = {
  title: 'Dashboard/ServiceMetricCard',
  component: ServiceMetricCard,
  args: { metric: 'inmediatez', state: ready('inmediatez') },
} satisfies Meta<typeof ServiceMetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** mm:ss axis, seconds in the tooltip, whole-second markers. */
export const Inmediatez: Story = {};
/** 0-100 axis in percent. */
export const AtencionOportuna: Story = {
  args: { metric: 'atencion_oportuna', state: ready('atencion_oportuna') },
};
export const TiempoServicioGasolina: Story = {
  args: { metric: 'tiempo_servicio_gas', state: ready('tiempo_servicio_gas') },
};
/** A station without diesel services has no bar. */
export const TiempoServicioDiesel: Story = {
  args: { metric: 'tiempo_servicio_diesel', state: ready('tiempo_servicio_diesel') },
};
export const NoStations: Story = {
  args: { state: { ...ready('inmediatez'), rows: [] } },
};
/** A greyed skeleton chart. */
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = {
  args: { state: { status: 'error', message: 'Error en servidor: Contacte a soporte' } },
};
