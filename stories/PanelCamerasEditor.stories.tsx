import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PanelCamerasEditor } from '@/features/panels/components/PanelCamerasEditor';
import type { PanelCamera } from '@/features/panels/model/panelGrid';
import { demoPanelCameras } from '../tests/support/msw/panelsHandlers';

const picker = {
  cameras: demoPanelCameras,
  stations: [
    { value: '1', label: 'Estación Centro' },
    { value: '2', label: 'Estación Valle' },
  ],
  station: 'all',
  onStationChange: fn(),
  search: '',
  onSearchChange: fn(),
};

const meta = {
  title: 'Panels/PanelCamerasEditor',
  component: PanelCamerasEditor,
  args: { value: demoPanelCameras.slice(0, 2), onChange: fn(), columns: 2, picker },
  // Stateful, so dragging, the buttons and the announcements can be tried.
  render: function Render(args) {
    const [value, setValue] = useState<PanelCamera[]>(args.value);
    return (
      <PanelCamerasEditor
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PanelCamerasEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const Empty: Story = { args: { value: [] } };
