import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { Alert } from '@/components/Alert';
import { Card } from '@/components/Card';
import { DataTable } from '@/components/DataTable';
import { MultiSelect } from '@/components/MultiSelect';
import { Select } from '@/components/Select';
import { EmptyState } from '@/components/EmptyState';
import { Skeleton } from '@/components/Skeleton';
import { Tabs } from '@/components/Tabs';
import { MainLayoutFrame } from '@/features/shell/components/MainLayoutFrame';
import { SideMenu } from '@/features/shell/components/SideMenu';
import { TopBar } from '@/features/shell/components/TopBar';
import { sampleMenuGroups } from './ShellFixtures';
import { STATION_OPTIONS } from './StoryFixtures';

function DashboardContent() {
  const { t } = useTranslation('common');
  const [tab, setTab] = useState('service');
  const [stations, setStations] = useState<string[]>([]);
  const [month, setMonth] = useState<string | null>('2025-03-01');
  return (
    <Tabs
      value={tab}
      onChange={setTab}
      tabs={[
        { key: 'service', label: 'Métricas de servicio' },
        { key: 'price', label: 'Precio de combustible' },
      ]}
    >
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        <MultiSelect
          aria-label={t('multiSelect.chooseStations')}
          placeholder={t('multiSelect.chooseStations')}
          options={STATION_OPTIONS}
          value={stations}
          onChange={setStations}
          width={192}
        />
        <Select
          aria-label="Periodo"
          options={[{ value: 'monthly', label: 'Mensual' }]}
          value="monthly"
          onChange={() => undefined}
          width={160}
        />
        <Select
          aria-label="Mes"
          options={[
            { value: '2025-03-01', label: 'Marzo 2025' },
            { value: '2025-02-01', label: 'Febrero 2025' },
          ]}
          value={month}
          onChange={setMonth}
          width={180}
        />
      </div>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
          gap: 16,
        }}
      >
        <Card title="Inmediatez">
          <Skeleton variant="chart" />
        </Card>
        <Card title="Atención oportuna">
          <Alert severity="error">Error: tiempo de espera agotado</Alert>
        </Card>
        <Card title="Tiempo de servicio de gasolina" flush>
          <DataTable
            bordered={false}
            aria-label="Tiempos"
            columns={[
              { key: 'name', header: 'Estación' },
              { key: 'time', header: 'Tiempo', align: 'right' },
            ]}
            rows={[
              { id: 1, name: 'Mi estación Centro', time: '02:41', marked: true },
              { id: 2, name: 'Pemex Insurgentes', time: '03:05' },
            ]}
          />
        </Card>
      </div>
    </Tabs>
  );
}

function FrameDemo({ content }: { content: 'dashboard' | 'empty' }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(content === 'dashboard' ? 'dashboard' : 'cameras');
  return (
    <MainLayoutFrame
      sideMenu={
        <SideMenu
          groups={sampleMenuGroups(t, active)}
          open={open}
          onClose={() => setOpen(false)}
          onNavigate={(item) => setActive(item.key)}
        />
      }
      topBar={
        <TopBar
          title={content === 'dashboard' ? 'Dashboard' : t('nav.cameras')}
          onBack={fn()}
          onOpenMenu={() => setOpen(true)}
          action={
            content === 'dashboard'
              ? { label: 'Agregar competencia', icon: 'plus', onClick: fn() }
              : undefined
          }
          profileName="Ana María López"
          userMenu={{ language: 'es', onProfile: fn(), onLanguageChange: fn(), onSignOut: fn() }}
        />
      }
    >
      {content === 'dashboard' ? <DashboardContent /> : <EmptyState title={t('nav.cameras')} />}
    </MainLayoutFrame>
  );
}

const meta = {
  title: 'Shell/MainLayoutFrame',
  component: MainLayoutFrame,
  render: () => <FrameDemo content="dashboard" />,
  args: { sideMenu: null, topBar: null, children: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MainLayoutFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};
export const EmptyScreen: Story = { render: () => <FrameDemo content="empty" /> };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
