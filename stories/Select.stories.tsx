import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from '@/components/Select';
import { HTML_TEXT, LONG_TEXT, STATION_OPTIONS } from './StoryFixtures';

function SelectDemo(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/Select',
  component: Select,
  render: (args) => <SelectDemo {...args} />,
  args: {
    label: 'Estación',
    options: STATION_OPTIONS,
    value: null,
    onChange: () => undefined,
    width: 280,
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: '3' } };
export const Open: Story = {
  args: { value: '2' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};
export const Required: Story = {
  args: { required: true, helperText: 'Elige la estación a comparar' },
};
export const WithError: Story = { args: { required: true, error: 'Selecciona una estación' } };
export const Disabled: Story = { args: { disabled: true, value: '1' } };
export const Small: Story = {
  args: {
    size: 'small',
    label: 'Periodo',
    options: [{ value: 'monthly', label: 'Mensual' }],
    value: 'monthly',
    width: 160,
  },
};
export const LongText: Story = {
  args: { options: [{ value: 'l', label: LONG_TEXT }, ...STATION_OPTIONS], value: 'l' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};
export const HtmlMetacharacters: Story = {
  args: { options: [{ value: 'h', label: HTML_TEXT }], value: 'h', label: HTML_TEXT },
};
