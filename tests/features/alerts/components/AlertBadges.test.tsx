// The alert list's labels: the severity and the state in Spanish, each in its tone, and
// 'Silenciada' beside the state only when the rule was silenced.
import { screen } from '@testing-library/react';
import { SeverityBadge, StateBadge } from '@/features/alerts/components/AlertBadges';
import { theme } from '@/theme/theme';
import { renderWithProviders } from '../../../support/renderWithProviders';

it('names each severity, critical in the error tone and information in the info tone', () => {
  renderWithProviders(
    <>
      <SeverityBadge severity="critical" />
      <SeverityBadge severity="warning" />
      <SeverityBadge severity="info" />
    </>,
  );
  expect(screen.getByText('Crítica')).toHaveStyle({ color: theme.colors.alert.error.text });
  expect(screen.getByText('Advertencia')).toHaveStyle({ color: theme.colors.alert.warning.text });
  expect(screen.getByText('Información')).toHaveStyle({ color: theme.colors.alert.info.text });
});

it('names the state, and adds Silenciada only for a silenced rule', () => {
  const { rerender } = renderWithProviders(<StateBadge state="open" />);
  expect(screen.getByText('Abierta')).toHaveStyle({ color: theme.colors.alert.error.text });
  expect(screen.queryByText('Silenciada')).toBeNull();
  rerender(<StateBadge state="resolved" silenced />);
  expect(screen.getByText('Resuelta')).toHaveStyle({ color: theme.colors.alert.success.text });
  expect(screen.getByText('Silenciada')).toBeInTheDocument();
});
