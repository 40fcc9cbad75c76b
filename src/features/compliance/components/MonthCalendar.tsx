// The month's calendar: each day with its state (complete, with findings, missing, pending) and
// its count of findings, Monday first. A day is a button that picks it (again: all days), so the
// findings below show that day's; a legend says what each colour means.
import { useTranslation } from 'react-i18next';
import styled, { css, type DefaultTheme } from 'styled-components';
import type { ComplianceDay, ComplianceDayState } from '../model/types';
import { calendarWeeks, dayLabel, dayNumber, weekdayNames } from '../model/months';

export interface MonthCalendarProps {
  days: ComplianceDay[];
  /** The day picked, or null (all days). */
  selected?: string | null;
  onSelect?: (day: string | null) => void;
  /** The month's name, for the grid's accessible name ('noviembre de 2026'). */
  monthName: string;
}

const STATES: readonly ComplianceDayState[] = ['complete', 'findings', 'missing', 'pending'];

const stateColors = (theme: DefaultTheme, state: ComplianceDayState) =>
  ({
    complete: {
      bg: theme.colors.alert.success.light,
      fg: theme.colors.alert.success.text,
      mark: theme.colors.alert.success.main,
    },
    findings: {
      bg: theme.colors.alert.warning.light,
      fg: theme.colors.alert.warning.text,
      mark: theme.colors.alert.warning.main,
    },
    missing: {
      bg: theme.colors.alert.error.light,
      fg: theme.colors.alert.error.text,
      mark: theme.colors.alert.error.main,
    },
    pending: {
      bg: theme.colors.grey[50],
      fg: theme.colors.text.secondary,
      mark: theme.colors.grey[400],
    },
  })[state];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Weekday = styled.div`
  padding-bottom: ${({ theme }) => theme.space.xxs}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  text-align: center;
  text-transform: capitalize;
`;

const DayButton = styled.button<{ $state: ComplianceDayState; $selected: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: space-between;
  min-width: 0;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border: 1px solid transparent;
  border-left: 3px solid ${({ theme, $state }) => stateColors(theme, $state).mark};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme, $state }) => stateColors(theme, $state).bg};
  color: ${({ theme, $state }) => stateColors(theme, $state).fg};
  font: inherit;
  cursor: pointer;
  text-align: left;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.primaryStrong};
      box-shadow: inset 0 0 0 1px ${theme.colors.primaryStrong};
    `}
`;

const Number = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 100%;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.lg}px`};
  margin: ${({ theme }) => theme.space.md}px 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Swatch = styled.span<{ $state: ComplianceDayState }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: ${({ theme }) => theme.space.xs}px;
  border-radius: 2px;
  vertical-align: -1px;
  background: ${({ theme, $state }) => stateColors(theme, $state).mark};
`;

export function MonthCalendar({ days, selected = null, onSelect, monthName }: MonthCalendarProps) {
  const { t, i18n } = useTranslation('compliance');
  const locale = i18n.language;
  const weeks = calendarWeeks(days);
  return (
    <div>
      <Grid role="group" aria-label={t('calendar.label', { month: monthName })}>
        {weekdayNames(locale).map((name) => (
          <Weekday key={name} aria-hidden>
            {name}
          </Weekday>
        ))}
        {weeks.flat().map((day, i) => {
          if (!day) return <div key={`blank-${i}`} aria-hidden />;
          const state = t(`calendar.state.${day.state}`);
          const label =
            day.findings > 0
              ? t('calendar.dayFindings', {
                  date: dayLabel(day.day, locale),
                  state,
                  count: day.findings,
                })
              : t('calendar.day', { date: dayLabel(day.day, locale), state });
          const isSelected = selected === day.day;
          return (
            <DayButton
              key={day.day}
              type="button"
              $state={day.state}
              $selected={isSelected}
              aria-label={label}
              aria-pressed={isSelected}
              data-state={day.state}
              title={label}
              onClick={() => onSelect?.(isSelected ? null : day.day)}
            >
              <Number>{dayNumber(day.day)}</Number>
              {day.findings > 0 && (
                <Count aria-hidden>{t('calendar.count', { count: day.findings })}</Count>
              )}
            </DayButton>
          );
        })}
      </Grid>
      <Legend aria-label={t('calendar.legend')}>
        {STATES.map((state) => (
          <li key={state}>
            <Swatch $state={state} aria-hidden />
            {t(`calendar.state.${state}`)}
          </li>
        ))}
      </Legend>
    </div>
  );
}
