import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DataTable, nextSort, type DataTableColumn, type SortState } from '@/components/DataTable';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

interface Station {
  id: number;
  name: string;
  regular: number;
  marked?: boolean;
  hideMenu?: boolean;
}

const rows: Station[] = [
  { id: 1, name: 'Mi estación', regular: 23.5, marked: true, hideMenu: true },
  { id: 2, name: 'Pemex Centro', regular: 23.9 },
];

const columns: DataTableColumn<Station>[] = [
  { key: 'name', header: 'Estación', sortable: true },
  { key: 'regular', header: 'Regular', sortable: true, align: 'right', headerColor: '#4CAF50' },
  {
    key: 'updated',
    header: 'Últ. actualización',
    hideOnMobile: true,
    render: () => '1 de enero de 2025',
  },
];

function SortHarness({ onSortChange }: { onSortChange: (s: SortState) => void }) {
  const [sort, setSort] = useState<SortState>({ key: 'name', direction: 'asc' });
  return (
    <DataTable
      aria-label="Comparativa"
      columns={columns}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

describe('DataTable', () => {
  it('nextSort: the active column toggles, a new column starts ascending', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'regular')).toEqual({
      key: 'regular',
      direction: 'asc',
    });
    expect(nextSort(null, 'regular')).toEqual({ key: 'regular', direction: 'asc' });
  });

  it('clicking headers toggles the active sort and starts a new column ascending', async () => {
    const onSortChange = jest.fn();
    const { user } = renderWithProviders(<SortHarness onSortChange={onSortChange} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Estación/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nameHeader).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const regularHeader = screen.getByRole('columnheader', { name: /Regular/ });
    await user.click(within(regularHeader).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'regular', direction: 'asc' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    // A column that is not sortable has no sort button.
    expect(
      within(screen.getByRole('columnheader', { name: 'Últ. actualización' })).queryByRole(
        'button',
      ),
    ).toBeNull();
  });

  it('the sort button fills its header cell, so a click anywhere in the cell sorts', () => {
    renderWithProviders(<SortHarness onSortChange={jest.fn()} />);
    for (const name of [/Estación/, /Regular/]) {
      const header = screen.getByRole('columnheader', { name });
      const button = within(header).getByRole('button');
      // The cell has no padding of its own: the button carries it and spans the cell.
      expect(getComputedStyle(header).paddingLeft).toBe('0px');
      expect(getComputedStyle(header).paddingRight).toBe('0px');
      expect(getComputedStyle(button).width).toBe('100%');
      expect(getComputedStyle(button).minHeight).toBe(getComputedStyle(header).height);
    }
    // A header that does not sort keeps its padding.
    const plain = screen.getByRole('columnheader', { name: 'Últ. actualización' });
    expect(getComputedStyle(plain).paddingLeft).not.toBe('0px');
  });

  it('sorts from the keyboard: the header button takes Enter and Space', async () => {
    const onSortChange = jest.fn();
    const { user } = renderWithProviders(<SortHarness onSortChange={onSortChange} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Estación/ });
    await user.tab();
    expect(within(nameHeader).getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await user.keyboard(' ');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('a table wider than its box is a named region reachable by Tab; one that fits is not', () => {
    const widths = jest
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('data-wide') !== null || this.closest('[data-wide]') ? 900 : 0;
      });
    const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      renderWithProviders(
        <div data-wide>
          <DataTable aria-label="Comparativa ancha" columns={columns} rows={rows} />
        </div>,
      );
      const region = screen.getByRole('region', { name: 'Comparativa ancha' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table')).toBeInTheDocument();
      widths.mockReturnValue(300);
      renderWithProviders(<DataTable aria-label="Estrecha" columns={columns} rows={rows} />);
      expect(screen.queryByRole('region', { name: 'Estrecha' })).toBeNull();
    } finally {
      widths.mockRestore();
      client.mockRestore();
    }
  });

  it('renders cells, marks rows and calls onRowClick by click or keyboard', async () => {
    const onRowClick = jest.fn();
    const { user } = renderWithProviders(
      <DataTable aria-label="t" columns={columns} rows={rows} onRowClick={onRowClick} />,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(first).toHaveAttribute('data-marked', 'true');
    expect(within(first as HTMLElement).getByText('Mi estación')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('23.9')).toBeInTheDocument();
    await user.click(within(second as HTMLElement).getByText('Pemex Centro'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
    (first as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
  });

  it('row actions and menus are skipped for hideMenu rows and do not trigger the row click', async () => {
    const onRowClick = jest.fn();
    const onDelete = jest.fn();
    const onDownload = jest.fn();
    const { user } = renderWithProviders(
      <DataTable
        aria-label="t"
        columns={columns}
        rows={rows}
        onRowClick={onRowClick}
        renderRowActions={(row) => (
          <button onClick={() => onDelete(row.id)} aria-label={`Eliminar ${row.name}`}>
            x
          </button>
        )}
        rowMenuItems={(row) => [
          { key: 'download', label: 'Descargar', onSelect: () => onDownload(row.id) },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Eliminar Mi estación' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar Pemex Centro' }));
    expect(onDelete).toHaveBeenCalledWith(2);
    const menuButtons = screen.getAllByRole('button', { name: 'Más acciones' });
    expect(menuButtons).toHaveLength(1);
    await user.click(menuButtons[0] as HTMLElement);
    await user.click(screen.getByRole('menuitem', { name: 'Descargar' }));
    expect(onDownload).toHaveBeenCalledWith(2);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('loading shows skeleton rows; empty shows the empty slot; error replaces the rows', () => {
    const { rerender, container } = renderWithProviders(
      <DataTable aria-label="t" columns={columns} rows={[]} loading loadingRowCount={4} />,
    );
    expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(4);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');

    rerender(<DataTable aria-label="t" columns={columns} rows={[]} />);
    expect(screen.getByText('Vacío')).toBeInTheDocument();

    rerender(
      <DataTable
        aria-label="t"
        columns={columns}
        rows={[]}
        emptyState={<p>No hay archivos disponibles</p>}
      />,
    );
    expect(screen.getByText('No hay archivos disponibles')).toBeInTheDocument();

    rerender(
      <DataTable
        aria-label="t"
        columns={columns}
        rows={rows}
        error={<p role="alert">Error al cargar</p>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar');
    expect(screen.queryByText('Pemex Centro')).not.toBeInTheDocument();
  });

  it("pagination footer: 'Filas por página:', '{from}-{to} de {count}' and 'más de {to}'", async () => {
    const onPageChange = jest.fn();
    const onPageSizeChange = jest.fn();
    const pagination = {
      page: 0,
      pageSize: 10,
      pageSizeOptions: [2, 5, 10, 25, 50],
      count: 25,
      onPageChange,
      onPageSizeChange,
    };
    const { user, rerender } = renderWithProviders(
      <DataTable aria-label="t" columns={columns} rows={rows} pagination={pagination} />,
    );
    expect(screen.getByText('1-10 de 25')).toBeInTheDocument();
    const size = screen.getByLabelText('Filas por página:');
    await user.selectOptions(size, '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(1);

    rerender(
      <DataTable
        aria-label="t"
        columns={columns}
        rows={rows}
        pagination={{ ...pagination, page: 2 }}
      />,
    );
    expect(screen.getByText('21-25 de 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();

    rerender(
      <DataTable
        aria-label="t"
        columns={columns}
        rows={rows}
        pagination={{ ...pagination, page: 1, count: -1, rowsPerPageLabel: 'Items por página' }}
      />,
    );
    expect(screen.getByText('11-20 de más de 20')).toBeInTheDocument();
    expect(screen.getByLabelText('Items por página')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
  });

  it('renders cell text with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(
      <DataTable
        aria-label="t"
        columns={[{ key: 'name', header: HTML_METACHARACTERS }]}
        rows={[{ id: 1, name: HTML_METACHARACTERS }]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
