import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Tabs, type TabItem } from '@/components/Tabs';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

const dashboardTabs: TabItem[] = [
  { key: 'service', label: 'Métricas de servicio' },
  { key: 'price', label: 'Precio de combustible' },
];

function TabsDemo({
  tabs,
  animated,
  initial,
}: {
  tabs: TabItem[];
  animated?: boolean;
  initial?: string;
}) {
  const [value, setValue] = useState(initial ?? tabs[0]?.key ?? '');
  return (
    <Tabs tabs={tabs} value={value} onChange={setValue} animated={animated} aria-label="Secciones">
      <p>Contenido de la pestaña «{tabs.find((tab) => tab.key === value)?.label}».</p>
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { tabs: dashboardTabs, value: 'service', onChange: () => undefined },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = { render: () => <TabsDemo tabs={dashboardTabs} /> };
export const Animated: Story = {
  render: () => (
    <TabsDemo
      animated
      tabs={[
        { key: 'profile', label: 'Perfil de la empresa' },
        { key: 'reports', label: 'Reportes' },
        { key: 'users', label: 'Usuarios' },
        { key: 'token', label: 'Token del proveedor' },
      ]}
    />
  ),
};
export const WithDisabled: Story = {
  render: () => (
    <TabsDemo
      tabs={[
        { key: 'general', label: 'General' },
        { key: 'operators', label: 'Operadores' },
        { key: 'rivals', label: 'Competencia', disabled: true },
        { key: 'shifts', label: 'Turnos' },
      ]}
    />
  ),
};
export const LongText: Story = {
  render: () => (
    <TabsDemo
      tabs={[
        { key: 'a', label: LONG_TEXT },
        { key: 'b', label: 'Corta' },
        { key: 'c', label: 'Estación volumétrica 🚚' },
      ]}
    />
  ),
};
export const HtmlMetacharacters: Story = {
  render: () => (
    <TabsDemo
      tabs={[
        { key: 'a', label: HTML_TEXT },
        { key: 'b', label: 'Otra' },
      ]}
    />
  ),
};
