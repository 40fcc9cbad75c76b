import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userEvent, within } from 'storybook/test';
import { MultiSelect, type MultiSelectProps } from '@/components/MultiSelect';
import { HTML_TEXT, LONG_TEXT, STATION_OPTIONS } from './StoryFixtures';

function MultiSelectDemo(props: MultiSelectProps) {
  const [value, setValue] = useState(props.value);
  return <MultiSelect {...props} value={value} onChange={setValue} />;
}

// The dashboard's station filter: 'Elegir estaciones' / 'Todos' / 'N selección(es)', 192 px.
function StationFilterDemo() {
  const { t } = useTranslation('common');
  const [value, setValue] = useState<string[]>([]);
  return (
    <MultiSelect
      aria-label={t('multiSelect.chooseStations')}
      options={STATION_OPTIONS}
      value={value}
      onChange={setValue}
      width={192}
      placeholder={t('multiSelect.chooseStations')}
    />
  );
}

const openIt = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('combobox'));
};

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect,
  render: (args) => <MultiSelectDemo {...args} />,
  args: {
    'aria-label': 'Estaciones',
    options: STATION_OPTIONS,
    value: [],
    onChange: () => undefined,
    width: 192,
    placeholder: 'Elegir estaciones',
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DashboardStations: Story = { render: () => <StationFilterDemo /> };
export const SomeSelected: Story = { args: { value: ['1', '3', '4'] } };
export const AllSelected: Story = {
  args: { value: STATION_OPTIONS.map((option) => option.value) },
};
export const Open: Story = { args: { value: ['2', '3'] }, play: openIt };
export const OpenAll: Story = {
  args: { value: STATION_OPTIONS.map((option) => option.value) },
  play: openIt,
};
export const Empty: Story = { args: { options: [] }, play: openIt };
export const Disabled: Story = { args: { disabled: true, value: ['1'] } };
export const WithLabel: Story = {
  args: { label: 'Estaciones', 'aria-label': undefined, width: 280 },
};
export const CustomTitle: Story = {
  args: {
    value: ['1', '2'],
    formatTitle: (count: number, total: number) => `${count} de ${total} estaciones`,
    width: 240,
  },
};
export const LongText: Story = {
  args: {
    options: [{ value: 'l', label: LONG_TEXT }, ...STATION_OPTIONS.slice(0, 3)],
    value: ['l'],
  },
  play: openIt,
};
export const HtmlMetacharacters: Story = {
  args: { options: [{ value: 'h', label: HTML_TEXT }], value: [], placeholder: HTML_TEXT },
  play: openIt,
};
