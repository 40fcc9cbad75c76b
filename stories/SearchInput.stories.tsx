import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { SearchInput, type SearchInputProps } from '@/components/SearchInput';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

function SearchDemo(props: SearchInputProps) {
  const [value, setValue] = useState(props.value);
  return <SearchInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/SearchInput',
  component: SearchInput,
  render: (args) => <SearchDemo {...args} />,
  args: { value: '', onChange: () => undefined },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: 'Pemex' } };
export const CustomPlaceholder: Story = { args: { placeholder: 'Buscar por dirección' } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { width: '100%' } };
export const LongText: Story = { args: { value: LONG_TEXT } };
export const HtmlMetacharacters: Story = { args: { value: HTML_TEXT } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
