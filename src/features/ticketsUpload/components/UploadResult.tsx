// What became of an upload: still running, failed and why, or the counts (rows read, imported,
// updated, duplicated, skipped), whether the same file had been imported before, the first
// skipped rows and why, and the full list of errors as a spreadsheet.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Spinner } from '@/components/Spinner';
import { formatDateTime, type UploadOutcome } from '../model/uploadRows';

export interface UploadResultProps {
  outcome: UploadOutcome;
  onDownloadErrors: () => void;
  downloading?: boolean;
}

/** How many skipped rows are listed here; the spreadsheet has them all. */
export const LISTED_SKIPS = 10;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Running = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Skips = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export function UploadResult({
  outcome,
  onDownloadErrors,
  downloading = false,
}: UploadResultProps) {
  const { t, i18n } = useTranslation('ticketsUpload');
  const { result } = outcome;
  const running = outcome.status === 'queued' || outcome.status === 'processing';
  return (
    <Card title={t('result.title', { name: outcome.fileName })}>
      <Stack aria-live="polite">
        {running && (
          <Running>
            <Spinner size="small" decorative />
            <span>{t('result.running')}</span>
          </Running>
        )}
        {outcome.status === 'failed' && (
          <Alert severity="error">{t('result.failed', { message: outcome.error ?? '' })}</Alert>
        )}
        {result && (
          <>
            {result.already_imported_at && (
              <Alert severity="warning">
                {t('result.alreadyImportedAt', {
                  date: formatDateTime(result.already_imported_at, i18n.language),
                })}
              </Alert>
            )}
            <Counts>
              {(
                [
                  ['rowsRead', result.rows_read],
                  ['imported', result.imported],
                  ['updated', result.updated],
                  ['duplicated', result.duplicated],
                  ['skipped', result.skipped],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <dt>{t(`result.${key}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Counts>
            {result.skips.length > 0 && (
              <>
                <strong>{t('result.firstSkips')}</strong>
                <Skips>
                  {result.skips.slice(0, LISTED_SKIPS).map((skip) => (
                    <li key={`${skip.row}-${skip.field}`}>
                      {t('result.skipLine', {
                        row: skip.row,
                        field: t(`mapping.fields.${skip.field}`, { defaultValue: skip.field }),
                        message: skip.message,
                      })}
                    </li>
                  ))}
                </Skips>
              </>
            )}
            {result.skipped > 0 && (
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  startIcon="download"
                  loading={downloading}
                  disabled={downloading}
                  onClick={onDownloadErrors}
                >
                  {t('result.downloadErrors')}
                </Button>
              </div>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
