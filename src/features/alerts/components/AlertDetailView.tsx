// One alert, opened from the inbox: what it is about, its rule, station, severity and state,
// what the condition saw, every transition with who made it and when (the evaluation when no
// one did), 'Reconocer' while it is open and a link to its subject (the station's prices that
// day, its service charts, the connector's system) when there is one.
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/Button';
import { FactList } from '@/components/FactList';
import { Icon } from '@/components/Icon';
import type { SubjectLink } from '../model/subjectLink';
import { alertSummary } from '../model/summary';
import { SeverityBadge, StateBadge, type StateValue } from './AlertBadges';
import type { AlertRow } from './AlertsTable';
import { formatWhen, useSummaryText } from './summaryText';

export interface AlertDetailAlert extends AlertRow {
  last_seen_at: string;
  acknowledged_at: string | null;
  acknowledged_by: { id: number; name: string } | null;
  resolved_at: string | null;
}

export interface AlertTransitionRow {
  from_state: StateValue | null;
  to_state: StateValue;
  at: string;
  user: { id: number; name: string } | null;
}

export interface AlertDetailViewProps {
  alert: AlertDetailAlert;
  transitions: AlertTransitionRow[];
  link: SubjectLink | null;
  acknowledging?: boolean;
  /** Omitted for a read-only role: no 'Reconocer' (the server refuses it). */
  onAcknowledge?: () => void;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
    align-items: baseline;
  }
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const SubjectAnchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

export function AlertDetailView({
  alert,
  transitions,
  link,
  acknowledging = false,
  onAcknowledge,
}: AlertDetailViewProps) {
  const { t } = useTranslation('alerts');
  const summaryText = useSummaryText();
  return (
    <Stack>
      <Summary>{summaryText(alertSummary(alert))}</Summary>
      <FactList>
        <dt>{t('columns.rule')}</dt>
        <dd>
          {alert.rule.name} · {t(`kinds.${alert.rule.kind}`, { defaultValue: alert.rule.kind })}
        </dd>
        <dt>{t('columns.station')}</dt>
        <dd>{alert.gas_station.name}</dd>
        <dt>{t('columns.severity')}</dt>
        <dd>
          <SeverityBadge severity={alert.severity} />
        </dd>
        <dt>{t('columns.state')}</dt>
        <dd>
          <StateBadge state={alert.state} silenced={alert.silenced} />
        </dd>
        <dt>{t('detail.opened')}</dt>
        <dd>{formatWhen(alert.opened_at)}</dd>
        <dt>{t('detail.lastSeen')}</dt>
        <dd>{formatWhen(alert.last_seen_at)}</dd>
        {alert.acknowledged_at && (
          <>
            <dt>{t('detail.acknowledged')}</dt>
            <dd>
              {t('detail.byAt', {
                who: alert.acknowledged_by?.name ?? t('detail.formerUser'),
                at: formatWhen(alert.acknowledged_at),
              })}
            </dd>
          </>
        )}
        {alert.resolved_at && (
          <>
            <dt>{t('detail.resolved')}</dt>
            <dd>{formatWhen(alert.resolved_at)}</dd>
          </>
        )}
      </FactList>
      <section aria-label={t('detail.history')}>
        <Heading>{t('detail.history')}</Heading>
        <Timeline>
          {transitions.map((step, index) => (
            <li key={`${step.at}-${index}`}>
              <When>{formatWhen(step.at)}</When>
              <span>
                {t(`transitions.${step.to_state}`)} ·{' '}
                {step.user ? step.user.name : t('detail.byEvaluation')}
              </span>
            </li>
          ))}
        </Timeline>
      </section>
      <Actions>
        {link && (
          <SubjectAnchor to={link.to}>
            <Icon name="chevron-right" size={16} />
            {t(`links.${link.kind}`)}
          </SubjectAnchor>
        )}
        {alert.state === 'open' && onAcknowledge && (
          <Button loading={acknowledging} onClick={onAcknowledge}>
            {t('acknowledge')}
          </Button>
        )}
      </Actions>
    </Stack>
  );
}
