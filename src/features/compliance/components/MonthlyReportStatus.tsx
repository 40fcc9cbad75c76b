// The month at a glance: the monthly report's state, its due date counted down (overdue in red),
// the days received of those due, missing and with findings, and the findings by severity.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComplianceMonthlyReport, ComplianceMonthSummary } from '../model/types';
import { StatusDot } from '@/components/StatusDot';
import { readableDateTimeIn } from '@/lib/dates/zonedTimes';
import { countdown, dueTone, MONTHLY_TONES } from '../model/dueDate';
import { dayLabel } from '../model/months';

export interface MonthlyReportStatusProps {
  monthly: ComplianceMonthlyReport;
  summary: ComplianceMonthSummary;
  /** The station's time zone, for the times of receipt and check. */
  timeZone?: string;
}

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export function MonthlyReportStatus({
  monthly,
  summary,
  timeZone = 'America/Mexico_City',
}: MonthlyReportStatusProps) {
  const { t, i18n } = useTranslation('compliance');
  const locale = i18n.language;
  const left = countdown(monthly.days_left);
  return (
    <Tiles>
      <Tile>
        <dt>{t('monthly.title')}</dt>
        <dd>
          <StatusDot tone={MONTHLY_TONES[monthly.state]}>
            {t(`monthly.state.${monthly.state}`)}
          </StatusDot>
          <Note>
            {monthly.received_at
              ? t('monthly.receivedAt', {
                  at: readableDateTimeIn(monthly.received_at, timeZone, locale),
                })
              : t('monthly.notReceived')}
          </Note>
        </dd>
      </Tile>
      <Tile>
        <dt>{t('monthly.dueDate')}</dt>
        <dd>
          {dayLabel(monthly.due_date, locale)}
          <Note>
            <StatusDot tone={dueTone(monthly.days_left, monthly.state)}>
              {t(left.key, { count: left.count })}
            </StatusDot>
          </Note>
        </dd>
      </Tile>
      <Tile>
        <dt>{t('summary.daysReceived')}</dt>
        <dd>
          {t('stations.daysValue', { received: summary.days_received, due: summary.days_due })}
          <Note>{t('summary.daysMissing', { count: summary.days_missing })}</Note>
        </dd>
      </Tile>
      <Tile>
        <dt>{t('summary.findings')}</dt>
        <dd>
          {summary.findings}
          <Note>
            {t('summary.bySeverity', {
              high: summary.by_severity.high,
              medium: summary.by_severity.medium,
              low: summary.by_severity.low,
            })}
          </Note>
        </dd>
      </Tile>
      <Tile>
        <dt>{t('summary.daysWithFindings')}</dt>
        <dd>
          {summary.days_with_findings}
          <Note>
            {summary.checked_at
              ? t('summary.checkedAt', {
                  at: readableDateTimeIn(summary.checked_at, timeZone, locale),
                })
              : t('summary.neverChecked')}
          </Note>
        </dd>
      </Tile>
    </Tiles>
  );
}
