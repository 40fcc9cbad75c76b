// One finding in full: the sentence, the figures side by side (each with its label), the rule
// it broke with its threshold, legal source and what to do, the report it comes from and when
// the month was checked.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComplianceFindingDetail } from '../model/types';
import { Button } from '@/components/Button';
import { StatusDot } from '@/components/StatusDot';
import { readableDateTimeIn } from '@/lib/dates/zonedTimes';
import { SEVERITY_TONES } from '../model/dueDate';
import { thresholdText } from '@/lib/compliance/figures';
import { dayLabel } from '../model/months';
import { useFigureWords } from './useFigureWords';

export interface FindingDetailProps {
  finding: ComplianceFindingDetail;
  timeZone?: string;
  /** Downloads the report the finding comes from. */
  onDownloadFile?: (file: { id: number; name: string }) => void;
  downloading?: boolean;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  min-width: 0;
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
`;

const Figure = styled.div`
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.grey[50]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Section = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

const Rule = styled.dl`
  display: grid;
  grid-template-columns: minmax(90px, auto) 1fr;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function FindingDetail({
  finding,
  timeZone = 'America/Mexico_City',
  onDownloadFile,
  downloading = false,
}: FindingDetailProps) {
  const { t, i18n } = useTranslation('compliance');
  const locale = i18n.language;
  const words = useFigureWords();
  const rule = finding.rule_detail;
  const threshold = thresholdText(rule, (day) => t('finding.dayOfMonth', { day }));
  return (
    <Stack>
      <Meta>
        <StatusDot tone={SEVERITY_TONES[finding.severity]}>
          {t(`severity.${finding.severity}`)}
        </StatusDot>
        <span>{finding.day ? dayLabel(finding.day, locale) : t('findings.wholeMonth')}</span>
        {finding.subject && <span>{finding.subject}</span>}
      </Meta>
      <Lead>{finding.message}</Lead>
      {finding.figures.length > 0 && (
        <Section aria-label={t('finding.figures')}>
          <h3>{t('finding.figures')}</h3>
          <Figures>
            {finding.figures.map((figure) => (
              <Figure key={figure.key}>
                <dt>{words.label(figure.key)}</dt>
                <dd>{words.value(figure.key, figure.value)}</dd>
              </Figure>
            ))}
          </Figures>
        </Section>
      )}
      <Section aria-label={t('finding.rule')}>
        <h3>{t('finding.rule')}</h3>
        <Rule>
          <dt>{t('finding.ruleTitle')}</dt>
          <dd>{rule.title}</dd>
          <dt>{t('finding.threshold')}</dt>
          <dd>{threshold ?? t('finding.anyDifference')}</dd>
          <dt>{t('finding.source')}</dt>
          <dd>{rule.source}</dd>
          <dt>{t('finding.action')}</dt>
          <dd>{rule.action}</dd>
        </Rule>
      </Section>
      <Meta>
        <span>
          {t('finding.checkedAt', { at: readableDateTimeIn(finding.checked_at, timeZone, locale) })}
        </span>
        {finding.file && (
          <Button
            size="small"
            variant="text"
            startIcon="download"
            loading={downloading}
            onClick={() => finding.file && onDownloadFile?.(finding.file)}
          >
            {t('finding.file', { name: finding.file.name })}
          </Button>
        )}
      </Meta>
    </Stack>
  );
}
