// Pagination footer (MUI-like): 'Filas por página:' + size select, '{from}-{to} de {count}'
// ('… de más de {to}' when count is -1, i.e. unknown with continuation tokens), prev/next.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/theme/media';
import { IconButton } from './IconButton';

export interface TablePaginationProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizeOptions?: number[];
  /** Total rows, or -1 when unknown. */
  count: number;
  onPageChange: (page: number) => void;
  /** Omit to hide the page-size select. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Defaults to 'Filas por página:'; the files screen passes 'Items por página'. */
  rowsPerPageLabel?: ReactNode;
  /** Overrides the computed "is there a next page" (e.g. a continuation token exists). */
  hasNextPage?: boolean;
  disabled?: boolean;
  className?: string;
}

const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.xl}px`};
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  ${media.mobile} {
    gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  }
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const SizeSelect = styled.select`
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.grey[300]};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.background.paper};
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

const Range = styled.span`
  min-width: 96px;
  text-align: center;
  color: ${({ theme }) => theme.colors.text.primary};
  font-variant-numeric: tabular-nums;
`;

export function getPageRange(page: number, pageSize: number, count: number) {
  if (count === 0) return { from: 0, to: 0 };
  const from = page * pageSize + 1;
  const end = (page + 1) * pageSize;
  return { from, to: count === -1 ? end : Math.min(count, end) };
}

export function TablePagination({
  page,
  pageSize,
  pageSizeOptions = [10, 25, 50],
  count,
  onPageChange,
  onPageSizeChange,
  rowsPerPageLabel,
  hasNextPage,
  disabled = false,
  className,
}: TablePaginationProps) {
  const { t } = useTranslation('common');
  const selectId = useId();
  const { from, to } = getPageRange(page, pageSize, count);
  const total = count === -1 ? t('table.moreThan', { to }) : count;
  const canGoNext = hasNextPage ?? (count === -1 ? true : (page + 1) * pageSize < count);
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <Root className={className}>
      {onPageSizeChange && (
        <Group>
          <label htmlFor={selectId}>{rowsPerPageLabel ?? t('table.rowsPerPage')}</label>
          <SizeSelect
            id={selectId}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SizeSelect>
        </Group>
      )}
      <Group>
        <Range aria-live="polite">{t('table.range', { from, to, count: total })}</Range>
        <IconButton
          icon="chevron-left"
          size="small"
          aria-label={t('table.previousPage')}
          disabled={disabled || page <= 0}
          onClick={() => onPageChange(page - 1)}
        />
        <IconButton
          icon="chevron-right"
          size="small"
          aria-label={t('table.nextPage')}
          disabled={disabled || !canGoNext}
          onClick={() => onPageChange(page + 1)}
        />
      </Group>
    </Root>
  );
}
