// What 'Probar conexión' found: each step (token, data) with the request sent (secrets already
// masked by the server), status, duration, the start of the raw answer and its error; then the
// records found and the rows as mapped, rows with problems highlighted with their errors.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import type {
  VolumetricConnectionTest,
  VolumetricMappedRow,
  VolumetricTestStep,
} from '../model/connectionTest';
import { mappedCell, type MappedColumn } from '../model/connectionTest';

export interface ConnectionTestResultProps {
  result: VolumetricConnectionTest;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  min-width: 0;
`;

const Step = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  min-width: 0;
`;

const StepTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    min-width: 0;
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const Code = styled.pre`
  margin: 0;
  max-height: 240px;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.grey[100]};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const RowErrors = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.alert.error.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function StepReport({ step }: { step: VolumetricTestStep }) {
  const { t } = useTranslation('volumetric');
  const title = t(`test.steps.${step.step}`);
  const headers = Object.entries(step.request.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return (
    <Step aria-label={title}>
      <StepTitle>{title}</StepTitle>
      <Facts>
        <dt>{t('test.request')}</dt>
        <dd>
          <Code>{`${step.request.method} ${step.request.url}`}</Code>
        </dd>
        {headers && (
          <>
            <dt>{t('test.headers')}</dt>
            <dd>
              <Code>{headers}</Code>
            </dd>
          </>
        )}
        {step.request.body && (
          <>
            <dt>{t('test.body')}</dt>
            <dd>
              <Code>{step.request.body}</Code>
            </dd>
          </>
        )}
        <dt>{t('test.status')}</dt>
        <dd>
          {step.status ?? t('test.noAnswer')} · {t('test.duration', { ms: step.duration_ms })}
        </dd>
        {step.excerpt !== null && (
          <>
            <dt>{t('test.excerpt')}</dt>
            <dd>
              {/* Scrollable, so it takes focus (keyboard scrolling) and a name. */}
              <Code tabIndex={0} role="region" aria-label={`${t('test.excerpt')} · ${title}`}>
                {step.excerpt}
              </Code>
            </dd>
          </>
        )}
      </Facts>
      {step.error && <Alert severity="error">{step.error}</Alert>}
    </Step>
  );
}

type RowView = VolumetricMappedRow & { id: number; marked: boolean };

const COLUMNS: MappedColumn[] = [
  'folio',
  'time',
  'pump',
  'product',
  'payment',
  'volume',
  'price',
  'amount',
];

export function ConnectionTestResult({ result }: ConnectionTestResultProps) {
  const { t } = useTranslation('volumetric');
  const rows: RowView[] = result.rows.map((row) => ({
    ...row,
    id: row.index,
    marked: row.errors.length > 0,
  }));
  const columns: DataTableColumn<RowView>[] = [
    { key: 'index', header: t('test.columns.index'), render: (r) => r.index + 1 },
    ...COLUMNS.map((column) => ({
      key: column,
      header: t(`test.columns.${column}`),
      render: (r: RowView) => mappedCell(r, column),
    })),
    {
      key: 'errors',
      header: t('test.rowErrors'),
      render: (r) =>
        r.errors.length > 0 ? (
          <RowErrors>
            {r.errors.map((e) => (
              <li key={`${e.field}-${e.message}`}>{e.message}</li>
            ))}
          </RowErrors>
        ) : (
          t('never')
        ),
    },
  ];
  return (
    <Root>
      <Alert severity={result.ok ? 'success' : 'error'}>
        {result.ok ? t('test.ok') : t('test.failed')}
      </Alert>
      {result.steps.map((step) => (
        <StepReport key={step.step} step={step} />
      ))}
      <Count>{t('test.recordsFound', { count: result.records_found })}</Count>
      <DataTable<RowView>
        aria-label={t('test.rowsLabel')}
        columns={columns}
        rows={rows}
        emptyState={<EmptyState icon="file" title={t('test.noRows')} compact />}
      />
    </Root>
  );
}
