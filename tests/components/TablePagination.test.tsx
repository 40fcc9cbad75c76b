import { screen } from '@testing-library/react';
import { TablePagination, getPageRange } from '@/components/TablePagination';
import { renderWithProviders } from '../support/renderWithProviders';

describe('TablePagination', () => {
  it('computes the displayed range', () => {
    expect(getPageRange(0, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(getPageRange(0, 10, 7)).toEqual({ from: 1, to: 7 });
    expect(getPageRange(1, 10, 25)).toEqual({ from: 11, to: 20 });
    expect(getPageRange(2, 10, -1)).toEqual({ from: 21, to: 30 });
  });

  it('shows 0-0 de 0 and disables both buttons with no rows', () => {
    renderWithProviders(
      <TablePagination page={0} pageSize={10} count={0} onPageChange={() => undefined} />,
    );
    expect(screen.getByText('0-0 de 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    // Without onPageSizeChange there is no size select.
    expect(screen.queryByLabelText('Filas por página:')).not.toBeInTheDocument();
  });

  it('hasNextPage overrides the unknown-count guess', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(
      <TablePagination
        page={3}
        pageSize={5}
        count={-1}
        hasNextPage={false}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('16-20 de más de 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('speaks English when the catalogue is English', () => {
    renderWithProviders(
      <TablePagination
        page={0}
        pageSize={10}
        count={-1}
        onPageChange={() => undefined}
        onPageSizeChange={() => undefined}
      />,
      { language: 'en' },
    );
    expect(screen.getByText('1-10 of more than 10')).toBeInTheDocument();
    expect(screen.getByLabelText('Rows per page:')).toBeInTheDocument();
  });
});
