// A table preview of CSV and spreadsheet files: the first row as header, one tab per sheet,
// a note when the file has more rows than shown, and the generic 'Vacío' state when it has none.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '@/components/EmptyState';
import { Tabs } from '@/components/Tabs';
import type { Sheet } from '../model/previewContent';

export interface SheetTableProps {
  sheets: Sheet[];
  /** Accessible name of the table (the file name). */
  label: string;
}

const Scroll = styled.div`
  overflow: auto;
  max-height: calc(60vh - 80px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.grey[200]};
    white-space: nowrap;
    text-align: left;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.grey[100]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

function Grid({ sheet, label }: { sheet: Sheet; label: string }) {
  const { t } = useTranslation('files');
  const [header = [], ...body] = sheet.rows;
  const width = Math.max(header.length, ...body.map((row) => row.length));
  const cells = (row: string[]) => Array.from({ length: width }, (_, i) => row[i] ?? '');
  return (
    <>
      <Scroll>
        <Table aria-label={label}>
          <thead>
            <tr>
              {cells(header).map((cell, i) => (
                <th key={i} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.map((row, r) => (
              <tr key={r}>
                {cells(row).map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {sheet.truncated && <Note>{t('preview.truncated', { count: body.length })}</Note>}
    </>
  );
}

export function SheetTable({ sheets, label }: SheetTableProps) {
  const { t } = useTranslation('files');
  const [selected, setSelected] = useState(0);
  // The generic empty state (default title 'Vacío'): a file with no rows at all.
  if (sheets.every((sheet) => sheet.rows.length === 0)) {
    return <EmptyState icon="file" description={t('preview.emptySheet')} compact />;
  }
  const index = Math.min(selected, sheets.length - 1);
  const sheet = sheets[index]!;
  if (sheets.length === 1) return <Grid sheet={sheet} label={label} />;
  return (
    <Tabs
      aria-label={t('preview.sheets')}
      tabs={sheets.map((s, i) => ({ key: String(i), label: s.name }))}
      value={String(index)}
      onChange={(key) => setSelected(Number(key))}
    >
      <Grid sheet={sheet} label={`${label} — ${sheet.name}`} />
    </Tabs>
  );
}
