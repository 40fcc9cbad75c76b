import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ComposedChart } from '@/components/ComposedChart';
import {
  formatMinutesSeconds,
  formatPercent,
  formatSecondsSuffix,
  formatWholeSeconds,
} from '@/components/chartFormat';

const stations = [
  'SERVICIO LOMAS AGUASCALIENTES SA DE CV',
  'SERVICIO AGUASCALIENTES, SA',
  'GASOLINERA ASTRA SA DE CV',
  'NOVOGAS PANAMERICANA, S.A. DE C.V.',
  'ESTACION SUR PONIENTE SA DE CV',
];
const waits = [43.2, 57.2, 71, 56.6, 86.2];

const meta = {
  title: 'Components/ComposedChart',
  component: ComposedChart,
  args: {
    'aria-label': 'Inmediatez por estación',
    height: 200,
    xKey: 'name',
    data: stations.map((name, i) => ({ name, value: waits[i]!, goal: 60 })),
    series: [
      { key: 'value', name: 'Inmediatez', type: 'bar', color: '#388994' },
      { key: 'goal', name: 'Objetivo', type: 'marker', color: '#ED6C02' },
    ],
    yAxis: { min: 0, formatValue: formatMinutesSeconds },
    formatValue: formatSecondsSuffix,
    formatMarkerLabel: formatWholeSeconds,
  },
} satisfies Meta<typeof ComposedChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bars with the goal as one line across them (the service-metric cards). */
export const BarsWithMarkers: Story = {};

const days = ['8 ene', '9 ene', '11 ene', '13 ene'];
/** Lines, one per station (the price history). */
export const Lines: Story = {
  args: {
    'aria-label': 'Histórico de precios de Regular',
    height: 280,
    xKey: 'day',
    data: days.map((day, i) => ({
      day,
      own: 20.19 - (i === 3 ? 0.2 : 0),
      rival: 20.39,
      other: 20.99 - i * 0.05,
    })),
    series: [
      {
        key: 'own',
        name: 'Mi estación: SERVICIO LOMAS',
        type: 'line',
        color: '#388994',
        emphasized: true,
      },
      { key: 'rival', name: 'ESTACIONES DE SERVICIO', type: 'line', color: '#F9A825' },
      { key: 'other', name: 'SERVIGAS TECNOLOGICO', type: 'line', color: '#8E24AA' },
    ],
    yAxis: { scale: true, formatValue: (v: number) => `$${v.toFixed(2)}` },
    formatValue: (v: number) => `$${v.toFixed(2)}`,
    formatMarkerLabel: undefined,
  },
};

/** Stacked areas in percent, with the Spanish labels of the mood keys. */
export const Areas: Story = {
  args: {
    'aria-label': 'Estado de ánimo',
    height: 240,
    xKey: 'label',
    data: ['Lun', 'Mar', 'Mié', 'Jue', 'Vie'].map((label, i) => ({
      label,
      optimistic: 30 + i * 2,
      happy: 40 - i,
      tense: 30 - i,
    })),
    series: [
      { key: 'optimistic', name: 'Optimisma', type: 'area', color: '#41A092', stack: 'mood' },
      { key: 'happy', name: 'Contento', type: 'area', color: '#388994', stack: 'mood' },
      { key: 'tense', name: 'Tenso', type: 'area', color: '#F44336', stack: 'mood' },
    ],
    yAxis: { min: 0, max: 100, formatValue: formatPercent },
    formatValue: formatPercent,
    formatMarkerLabel: undefined,
  },
};

/** Scatter points against a line objective. */
export const Scatter: Story = {
  args: {
    'aria-label': 'Productividad',
    height: 240,
    xKey: 'label',
    data: ['6:00', '8:00', '10:00', '12:00', '14:00'].map((label, i) => ({
      label,
      productive: 55 + i * 6,
      objective: 70,
    })),
    series: [
      { key: 'productive', name: 'Productivas', type: 'scatter', color: '#4CAF50' },
      { key: 'objective', name: 'Objetivo del día', type: 'line', color: '#ED6C02' },
    ],
    yAxis: { min: 0, max: 100, formatValue: formatPercent },
    formatValue: formatPercent,
    formatMarkerLabel: undefined,
  },
};

/** More points than fit: the range brush appears (past 10, 15 or 22 by screen width). */
export const WithBrush: Story = {
  args: {
    data: Array.from({ length: 30 }, (_, i) => ({
      name: `Estación ${String(i + 1).padStart(2, '0')} Norte`,
      value: 30 + ((i * 37) % 60),
      goal: 60,
    })),
  },
};

export const NoLegend: Story = { args: { showLegend: false } };

/** On a phone: the station labels do not fit their bands and turn, none left out. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
