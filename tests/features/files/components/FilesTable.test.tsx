import { screen, within } from '@testing-library/react';
import { FilesBreadcrumb } from '@/features/files/components/FilesBreadcrumb';
import { FilesTable, type FilesTableProps } from '@/features/files/components/FilesTable';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('FilesBreadcrumb', () => {
  it("starts at 'Reportes', highlights the active crumb and returns to any crumb", async () => {
    const onSelect = jest.fn();
    const { user } = renderWithProviders(
      <FilesBreadcrumb
        folders={['Estación Centro', 'Reportes diarios']}
        activeIndex={1}
        onSelect={onSelect}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Ruta de carpetas' });
    const crumbs = within(nav).getAllByRole('button');
    expect(crumbs.map((c) => c.textContent)).toEqual([
      'Reportes',
      'Estación Centro',
      'Reportes diarios',
    ]);
    expect(crumbs[1]).toHaveAttribute('aria-current', 'location');
    expect(crumbs[0]).not.toHaveAttribute('aria-current');
    await user.click(crumbs[0]!);
    await user.click(crumbs[2]!);
    expect(onSelect.mock.calls).toEqual([[0], [2]]);
  });
});

const rows: FilesTableProps['rows'] = [
  {
    id: 1,
    name: 'Estación Centro',
    path: 'R/Estación Centro/',
    type: 'folder',
    lastModified: '2022-01-13T13:00:00Z',
    folderWithItems: true,
  },
  {
    id: 2,
    name: 'Facturación',
    path: 'R/Facturación/',
    type: 'folder',
    lastModified: '2022-01-02T13:00:00Z',
    folderWithItems: false,
  },
  {
    id: 3,
    name: 'Reporte.PDF',
    path: 'R/Reporte.PDF',
    type: 'file',
    lastModified: '2022-01-31T13:00:00Z',
    folderWithItems: false,
  },
  {
    id: 4,
    name: 'Precios.xlsx',
    path: 'R/Precios.xlsx',
    type: 'file',
    lastModified: '2022-02-01T13:00:00Z',
    folderWithItems: false,
  },
];

function renderTable(props: Partial<FilesTableProps> = {}) {
  const handlers = {
    onSortToggle: jest.fn(),
    onPageChange: jest.fn(),
    onPageSizeChange: jest.fn(),
    onOpenFolder: jest.fn(),
    onOpenFile: jest.fn(),
    onDownload: jest.fn(),
  };
  const result = renderWithProviders(
    <FilesTable
      rows={rows}
      sort={{ key: 'name', direction: 'asc' }}
      page={0}
      pageSize={10}
      count={4}
      hasNextPage={false}
      {...handlers}
      {...props}
    />,
  );
  return { ...result, handlers };
}

describe('FilesTable', () => {
  it('shows icons by kind, Spanish dates, and hides the date column on small screens', () => {
    renderTable();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual([
      'Carpeta con archivos',
      'Carpeta vacía',
      'Archivo PDF',
      'Archivo CSV',
    ]);
    expect(screen.getByText('13 de enero de 2022')).toBeInTheDocument();
    expect(screen.getByText('1 de febrero de 2022')).toBeInTheDocument();
    // Under 768 px the date column is hidden by a media rule on its cells.
    const header = screen.getByRole('columnheader', { name: /Últ. actualización/ });
    const styles = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    const className = [...header.classList].find((name) =>
      new RegExp(`@media \\(max-width: ?767px\\)\\{[^}]*\\.${name}\\{display: ?none;?\\}`).test(
        styles,
      ),
    );
    expect(className).toBeDefined();
    const nameHeader = screen.getByRole('columnheader', { name: /Nombre/ });
    expect([...nameHeader.classList].some((name) => styles.includes(`.${name}{display:none`))).toBe(
      false,
    );
  });

  it('opens folders and previews files on click; files have a menu with Descargar', async () => {
    const { user, handlers } = renderTable();
    await user.click(screen.getByRole('row', { name: 'Abrir la carpeta Estación Centro' }));
    expect(handlers.onOpenFolder).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'R/Estación Centro/' }),
    );
    await user.click(screen.getByRole('row', { name: 'Ver Reporte.PDF' }));
    expect(handlers.onOpenFile).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'R/Reporte.PDF' }),
    );
    expect(
      within(screen.getByRole('row', { name: /Estación Centro/ })).queryByRole('button'),
    ).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('row', { name: 'Ver Precios.xlsx' })).getByRole('button', {
        name: 'Más acciones',
      }),
    );
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Descargar']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Descargar' }));
    expect(handlers.onDownload).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'R/Precios.xlsx' }),
    );
    expect(handlers.onOpenFile).toHaveBeenCalledTimes(1);
  });

  it('toggles sorting from the headers', async () => {
    const { user, handlers } = renderTable();
    await user.click(screen.getByRole('button', { name: /Nombre/ }));
    await user.click(screen.getByRole('button', { name: /Últ. actualización/ }));
    expect(handlers.onSortToggle.mock.calls).toEqual([['name'], ['lastModified']]);
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('shows a spinner while loading, the empty state, and the error alert with Reintentar', async () => {
    const loading = renderTable({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando archivos…');
    loading.unmount();
    const empty = renderTable({ rows: [], count: 0 });
    expect(screen.getByText('No hay archivos disponibles')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No se encontraron archivos en esta carpeta. Intenta subir algunos archivos.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('0-0 de 0')).toBeInTheDocument();
    empty.unmount();
    const onRetry = jest.fn();
    const failed = renderTable({
      error: { message: 'Error en comunicación con el servidor', onRetry },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error al cargar los reportes: Error en comunicación con el servidor',
    );
    await failed.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("pages with 'Filas por página:' 2/5/10/25/50, '{from}-{to} de {count}' and 'más de {to}'", async () => {
    const { user, handlers, unmount } = renderTable({
      page: 1,
      pageSize: 2,
      count: 7,
      hasNextPage: true,
    });
    expect(screen.getByText('3-4 de 7')).toBeInTheDocument();
    const sizes = screen.getByLabelText('Filas por página:');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2', '5', '10', '25', '50']);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await user.selectOptions(sizes, '25');
    expect(handlers.onPageChange).toHaveBeenCalledWith(2);
    expect(handlers.onPageSizeChange).toHaveBeenCalledWith(25);
    unmount();
    renderTable({ page: 0, pageSize: 10, count: -1, hasNextPage: true });
    expect(screen.getByText('1-10 de más de 10')).toBeInTheDocument();
  });
});
