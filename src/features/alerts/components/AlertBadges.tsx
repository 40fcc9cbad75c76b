// The alert list's coloured labels: severity (crítica, advertencia, información) and state
// (abierta, reconocida, resuelta; 'silenciada' beside it when the rule was silenced).
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';

export type SeverityValue = 'critical' | 'warning' | 'info';
export type StateValue = 'open' | 'acknowledged' | 'resolved';

type Tone = { bg: string; fg: string };

const severityTones = (theme: DefaultTheme): Record<SeverityValue, Tone> => ({
  critical: { bg: theme.colors.alert.error.light, fg: theme.colors.alert.error.text },
  warning: { bg: theme.colors.alert.warning.light, fg: theme.colors.alert.warning.text },
  info: { bg: theme.colors.alert.info.light, fg: theme.colors.alert.info.text },
});

const stateTones = (theme: DefaultTheme): Record<StateValue | 'silenced', Tone> => ({
  open: { bg: theme.colors.alert.error.light, fg: theme.colors.alert.error.text },
  acknowledged: { bg: theme.colors.alert.warning.light, fg: theme.colors.alert.warning.text },
  resolved: { bg: theme.colors.alert.success.light, fg: theme.colors.alert.success.text },
  silenced: { bg: theme.colors.grey[100], fg: theme.colors.text.secondary },
});

const Pill = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  background: ${({ $tone }) => $tone.bg};
  color: ${({ $tone }) => $tone.fg};
`;

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export function SeverityBadge({ severity }: { severity: SeverityValue }) {
  const { t } = useTranslation('alerts');
  return <Pill $tone={severityTones(useTheme())[severity]}>{t(`severities.${severity}`)}</Pill>;
}

export function StateBadge({ state, silenced = false }: { state: StateValue; silenced?: boolean }) {
  const { t } = useTranslation('alerts');
  const tones = stateTones(useTheme());
  return (
    <Row>
      <Pill $tone={tones[state]}>{t(`states.${state}`)}</Pill>
      {silenced && <Pill $tone={tones.silenced}>{t('silenced')}</Pill>}
    </Row>
  );
}
