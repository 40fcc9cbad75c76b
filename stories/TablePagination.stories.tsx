import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { TablePagination, type TablePaginationProps } from '@/components/TablePagination';

function PaginationDemo(props: TablePaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <div style={{ background: '#fff', borderRadius: 12, border: '1px solid #dde3e7' }}>
      <TablePagination
        {...props}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/TablePagination',
  component: TablePagination,
  render: (args) => <PaginationDemo {...args} />,
  args: {
    page: 0,
    pageSize: 10,
    pageSizeOptions: [10, 15, 20, 30, 40, 50, 100],
    count: 137,
    onPageChange: () => undefined,
  },
} satisfies Meta<typeof TablePagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Metrics: Story = {};
export const Files: Story = {
  args: { pageSizeOptions: [2, 5, 10, 25, 50], rowsPerPageLabel: 'Items por página' },
};
export const UnknownCount: Story = { args: { count: -1 } };
export const Empty: Story = { args: { count: 0 } };
export const Disabled: Story = { args: { disabled: true } };
