import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SeverityBadge, StateBadge } from '@/features/alerts/components/AlertBadges';

function Badges() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <SeverityBadge severity="critical" />
        <SeverityBadge severity="warning" />
        <SeverityBadge severity="info" />
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <StateBadge state="open" />
        <StateBadge state="open" silenced />
        <StateBadge state="acknowledged" />
        <StateBadge state="resolved" />
      </div>
    </div>
  );
}

const meta = {
  title: 'Alerts/AlertBadges',
  component: Badges,
} satisfies Meta<typeof Badges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveritiesAndStates: Story = {};
