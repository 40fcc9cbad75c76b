// ECharts draws nothing in jsdom and is ESM-only: the report charts get a stand-in that keeps
// the option it is given (the chart's title is shown by the report itself).
jest.mock('echarts-for-react/lib/core', () => ({
  __esModule: true,
  default: (props: { option: unknown }) => {
    chartOptions.push(props.option);
    return null;
  },
}));
jest.mock('@/components/echartsCore', () => ({ echarts: { use: () => undefined } }));
jest.mock('echarts/components', () => ({ LegendComponent: {} }));
jest.mock('echarts/charts', () => ({ LineChart: {} }));

export const chartOptions: unknown[] = [];
