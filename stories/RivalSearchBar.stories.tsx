import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  RivalSearchBar,
  type RivalSearchMode,
} from '@/features/gasStations/components/RivalSearchBar';

const meta = {
  title: 'GasStations/RivalSearchBar',
  component: RivalSearchBar,
  args: {
    mode: 'distance',
    radius: '5',
    text: '',
    onModeChange: fn(),
    onRadiusChange: fn(),
    onTextChange: fn(),
    onSearch: fn(),
  },
} satisfies Meta<typeof RivalSearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  render: function Interactive(args) {
    const [mode, setMode] = useState<RivalSearchMode>('distance');
    const [radius, setRadius] = useState('5');
    const [text, setText] = useState('');
    return (
      <RivalSearchBar
        {...args}
        mode={mode}
        radius={radius}
        text={text}
        onModeChange={setMode}
        onRadiusChange={setRadius}
        onTextChange={setText}
      />
    );
  },
};
export const ByAddress: Story = { args: { mode: 'address', text: 'Av. Aguascalientes' } };
export const Searching: Story = { args: { searching: true } };
