// The first 50 data rows as the import would read them: one column per mapped field, each bad
// cell outlined in red with an icon, the reason in its tooltip and as its accessible
// description, and how many of the rows have errors.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Icon } from '@/components/Icon';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { PreviewRow } from '../model/previewRows';
import type { TicketField } from '../model/ticketRules';

export interface PreviewTableProps {
  fields: TicketField[];
  rows: PreviewRow[];
  rowsWithErrors: number;
  /** The file has more rows than the preview. */
  truncated?: boolean;
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
  th {
    background: ${({ theme }) => theme.colors.grey[100]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const BadCell = styled.td`
  && {
    border: 2px solid ${({ theme }) => theme.colors.alert.error.main};
    background: ${({ theme }) => theme.colors.alert.error.light};
  }
`;

const CellContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export function PreviewTable({
  fields,
  rows,
  rowsWithErrors,
  truncated = false,
}: PreviewTableProps) {
  const { t } = useTranslation('ticketsUpload');
  const baseId = useId();
  if (fields.length === 0) return <Alert severity="info">{t('preview.noColumns')}</Alert>;
  if (rows.length === 0) return <Alert severity="warning">{t('preview.empty')}</Alert>;
  const total = rows.length;
  return (
    <Stack>
      <Alert severity={rowsWithErrors > 0 ? 'warning' : 'success'}>
        {rowsWithErrors > 0
          ? t('preview.errorCount', { count: rowsWithErrors, total })
          : t('preview.noErrors', { total })}
      </Alert>
      <Scroll>
        <Table aria-label={t('preview.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('preview.row')}</th>
              {fields.map((field) => (
                <th key={field} scope="col">
                  {t(`mapping.fields.${field}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rowNumber}>
                <th scope="row">{row.rowNumber}</th>
                {row.cells.map((cell) => {
                  if (!cell.problem) return <td key={cell.field}>{cell.text}</td>;
                  const reasonId = `${baseId}-${row.rowNumber}-${cell.field}`;
                  return (
                    <BadCell
                      key={cell.field}
                      title={cell.problem}
                      aria-describedby={reasonId}
                      data-invalid="true"
                    >
                      <CellContent>
                        <Icon name="alert-error" size={14} aria-hidden />
                        {cell.text}
                      </CellContent>
                      <VisuallyHidden id={reasonId}>
                        {t('preview.badCell', { message: cell.problem })}
                      </VisuallyHidden>
                    </BadCell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {truncated && <Alert severity="info">{t('preview.truncated')}</Alert>}
    </Stack>
  );
}
