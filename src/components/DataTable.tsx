// Generic table: controlled sorting (a new column starts ascending, the active one toggles),
// optional row click (also Enter/Space on a focused row), highlighted `marked` rows, per-row
// actions or "more" menu (skipped for rows with hideMenu), skeleton rows while loading, empty
// and error slots, and an optional pagination footer. Columns can hide under 768 px.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActionsCell,
  BodyRow,
  Caption,
  Cell,
  FullRowCell,
  Footer,
  HeaderCell,
  Scroll,
  SortButton,
  Table,
  Wrapper,
  type CellAlign,
} from './DataTable.styles';
import { EmptyState } from './EmptyState';
import { useHorizontalOverflow } from './hooks/useHorizontalOverflow';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { Menu, type MenuItem } from './Menu';
import { Skeleton } from './Skeleton';
import { TablePagination, type TablePaginationProps } from './TablePagination';
import { VisuallyHidden } from './VisuallyHidden';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface DataTableRow {
  id: string | number;
  /** Highlighted (e.g. the user's own station). */
  marked?: boolean;
  /** No actions/menu for this row. */
  hideMenu?: boolean;
}

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render?: (row: Row, index: number) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  align?: CellAlign;
  hideOnMobile?: boolean;
  headerColor?: string;
  /** The first column only: it stays in view while a table wider than its box scrolls. */
  sticky?: boolean;
}

export type DataTablePagination = Omit<TablePaginationProps, 'className' | 'disabled'>;

export interface DataTableProps<Row extends DataTableRow> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  onRowClick?: (row: Row) => void;
  /** Accessible name of a clickable row (defaults to its text). */
  getRowLabel?: (row: Row) => string;
  loading?: boolean;
  loadingRowCount?: number;
  /** Shown when there are no rows (default: EmptyState 'Vacío'). */
  emptyState?: ReactNode;
  /** Shown instead of the rows when set (e.g. an Alert with 'Reintentar'). */
  error?: ReactNode;
  pagination?: DataTablePagination;
  /** Custom trailing cell content per row (e.g. a delete IconButton). */
  renderRowActions?: (row: Row) => ReactNode;
  /** Items of a "more" menu per row. */
  rowMenuItems?: (row: Row) => MenuItem[];
  /** Header of the actions column (visually hidden by default text 'Acciones'). */
  actionsHeader?: ReactNode;
  caption?: ReactNode;
  /** Own border and rounded corners (default). Turn off inside a flush Card. */
  bordered?: boolean;
  'aria-label'?: string;
  className?: string;
}

/** Sorting rule of the spec: clicking the active column flips it, a new column starts ascending. */
export function nextSort(current: SortState | null | undefined, key: string): SortState {
  if (current && current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return '';
}

function RowMenu({ items, label }: { items: MenuItem[]; label: string }) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={anchorRef}
        icon="more-vertical"
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      />
      <Menu open={open} anchorRef={anchorRef} onClose={() => setOpen(false)} items={items} />
    </>
  );
}

export function DataTable<Row extends DataTableRow>({
  columns,
  rows,
  sort,
  onSortChange,
  onRowClick,
  getRowLabel,
  loading = false,
  loadingRowCount,
  emptyState,
  error,
  pagination,
  renderRowActions,
  rowMenuItems,
  actionsHeader,
  caption,
  bordered = true,
  'aria-label': ariaLabel,
  className,
}: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const scrollRef = useRef<HTMLDivElement>(null);
  const overflowing = useHorizontalOverflow(scrollRef);
  const hasActions = Boolean(renderRowActions || rowMenuItems);
  const columnCount = columns.length + (hasActions ? 1 : 0);
  const skeletonRows = loadingRowCount ?? Math.min(pagination?.pageSize ?? 5, 10);

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  const renderBody = (): ReactNode => {
    if (error !== undefined && error !== null && error !== false) {
      return (
        <tr>
          <FullRowCell colSpan={columnCount}>{error}</FullRowCell>
        </tr>
      );
    }
    if (loading) {
      return Array.from({ length: skeletonRows }, (_, i) => (
        <BodyRow key={`skeleton-${i}`} $clickable={false} $marked={false} data-skeleton-row>
          {columns.map((column) => (
            <Cell
              key={column.key}
              $align={column.align ?? 'left'}
              $hideOnMobile={column.hideOnMobile}
              $sticky={overflowing && column.sticky}
            >
              <Skeleton width={i % 2 === 0 ? '80%' : '60%'} />
            </Cell>
          ))}
          {hasActions && <ActionsCell />}
        </BodyRow>
      ));
    }
    if (rows.length === 0) {
      return (
        <tr>
          <FullRowCell colSpan={columnCount}>{emptyState ?? <EmptyState compact />}</FullRowCell>
        </tr>
      );
    }
    return rows.map((row, index) => {
      const clickable = Boolean(onRowClick);
      const menuItems = !row.hideMenu && rowMenuItems ? rowMenuItems(row) : [];
      return (
        <BodyRow
          key={row.id}
          $clickable={clickable}
          $marked={Boolean(row.marked)}
          data-marked={row.marked || undefined}
          tabIndex={clickable ? 0 : undefined}
          aria-label={clickable && getRowLabel ? getRowLabel(row) : undefined}
          onClick={clickable ? () => onRowClick?.(row) : undefined}
          onKeyDown={clickable ? (event) => onRowKeyDown(event, row) : undefined}
        >
          {columns.map((column) => (
            <Cell
              key={column.key}
              $align={column.align ?? 'left'}
              $hideOnMobile={column.hideOnMobile}
              $sticky={overflowing && column.sticky}
            >
              {column.render ? column.render(row, index) : defaultCell(row, column.key)}
            </Cell>
          ))}
          {hasActions && (
            // Clicks on actions must not also trigger the row click.
            <ActionsCell
              onClick={(event) => event.stopPropagation()}
              onKeyDown={(event) => event.stopPropagation()}
            >
              {!row.hideMenu && renderRowActions?.(row)}
              {menuItems.length > 0 && (
                <RowMenu items={menuItems} label={t('actions.moreActions')} />
              )}
            </ActionsCell>
          )}
        </BodyRow>
      );
    });
  };

  return (
    <Wrapper $bordered={bordered} className={className}>
      <Scroll
        ref={scrollRef}
        // A table wider than its box scrolls: keyboard users reach it by Tab and scroll it
        // with the arrows.
        {...(overflowing
          ? {
              tabIndex: 0,
              role: 'region',
              'aria-label': typeof caption === 'string' ? caption : ariaLabel,
            }
          : {})}
      >
        <Table
          aria-label={caption === undefined ? ariaLabel : undefined}
          aria-busy={loading || undefined}
        >
          {caption !== undefined && <Caption>{caption}</Caption>}
          <thead>
            <tr>
              {columns.map((column) => {
                const align = column.align ?? 'left';
                const active = sort?.key === column.key;
                const ariaSort = active
                  ? sort?.direction === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : undefined;
                return (
                  <HeaderCell
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortable ? (ariaSort ?? 'none') : undefined}
                    $align={align}
                    $width={column.width}
                    $color={column.headerColor}
                    $hideOnMobile={column.hideOnMobile}
                    $sortable={Boolean(column.sortable && onSortChange)}
                    $sticky={overflowing && column.sticky}
                  >
                    {column.sortable && onSortChange ? (
                      <SortButton
                        type="button"
                        $active={active}
                        $align={align}
                        onClick={() => onSortChange(nextSort(sort, column.key))}
                      >
                        {column.header}
                        <Icon
                          name={active && sort?.direction === 'desc' ? 'sort-desc' : 'sort-asc'}
                          size={16}
                        />
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </HeaderCell>
                );
              })}
              {hasActions && (
                <HeaderCell scope="col" $align="right">
                  {actionsHeader ?? <VisuallyHidden>{t('table.actions')}</VisuallyHidden>}
                </HeaderCell>
              )}
            </tr>
          </thead>
          <tbody>{renderBody()}</tbody>
        </Table>
      </Scroll>
      {pagination && (
        <Footer>
          <TablePagination {...pagination} disabled={loading} />
        </Footer>
      )}
    </Wrapper>
  );
}
