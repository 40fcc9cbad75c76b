import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState, type ReactNode } from 'react';
import { fn } from 'storybook/test';
import { Card } from '@/components/Card';
import { ListControls, type ListControlsProps } from '@/components/ListControls';
import { TopBarControlsProvider, useTopBarSlot } from '@/components/hooks/topBarControls';
import { TopBar } from '@/features/shell/components/TopBar';

function WithSearchState(props: ListControlsProps) {
  const [value, setValue] = useState('');
  return (
    <ListControls
      {...props}
      search={props.search && { ...props.search, value, onChange: setValue }}
    />
  );
}

// What the app's layout does: a top bar that shows what the screen put in the slot.
function SlotTopBar() {
  const slot = useTopBarSlot();
  return <TopBar title="Gasolineras" onBack={fn()} search={slot.search} action={slot.action} />;
}

function InLayout({ children }: { children: ReactNode }) {
  return (
    <TopBarControlsProvider>
      <SlotTopBar />
      <div style={{ padding: 24 }}>{children}</div>
    </TopBarControlsProvider>
  );
}

const meta = {
  title: 'Components/ListControls',
  component: ListControls,
  render: (args) => (
    <Card title="Gasolineras" flush>
      <WithSearchState {...args} />
      <p style={{ padding: 24 }}>La lista</p>
    </Card>
  ),
  args: {
    search: { value: '', onChange: fn(), label: 'Buscar gasolinera', placeholder: 'Buscar' },
    add: { label: 'Agregar gasolinera', onClick: fn() },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ListControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outside the layout: a toolbar above the list. */
export const Toolbar: Story = {};
export const SearchOnly: Story = { args: { add: undefined } };
export const SecondaryAdd: Story = {
  args: {
    search: undefined,
    add: { label: 'Agregar contacto', variant: 'secondary', onClick: fn() },
  },
};
/** Inside the layout: the search box (216 px) and the action move to the top bar. */
export const InTopBar: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <InLayout>
      <Card title="Gasolineras" flush>
        <WithSearchState {...args} />
        <p style={{ padding: 24 }}>La lista</p>
      </Card>
    </InLayout>
  ),
};
/** Inside the layout, kept in the card (a second list on the screen). */
export const KeptInCard: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <InLayout>
      <Card title="Contactos" flush>
        <WithSearchState {...args} topBar={false} />
        <p style={{ padding: 24 }}>La lista</p>
      </Card>
    </InLayout>
  ),
};
