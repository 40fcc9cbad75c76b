import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FilesTable } from '@/features/files/components/FilesTable';
import type { SortDirection, SortKey } from '@/features/files/model/listFilter';
import { FILE_ROWS } from './FilesFixtures';

const meta = {
  title: 'Files/FilesTable',
  component: FilesTable,
  args: {
    rows: FILE_ROWS,
    sort: { key: 'name', direction: 'asc' },
    page: 0,
    pageSize: 10,
    count: FILE_ROWS.length,
    hasNextPage: false,
    onSortToggle: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onOpenFolder: fn(),
    onOpenFile: fn(),
    onDownload: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Folder: Story = {};

export const Sortable: Story = {
  render: function SortableTable(args) {
    const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
      key: 'name',
      direction: 'asc',
    });
    return (
      <FilesTable
        {...args}
        sort={sort}
        onSortToggle={(key) =>
          setSort((s) => ({
            key,
            direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc',
          }))
        }
      />
    );
  },
};

export const SecondPage: Story = {
  args: { rows: FILE_ROWS.slice(2, 4), page: 1, pageSize: 2, count: 6, hasNextPage: true },
};
export const CountUnknown: Story = {
  args: { rows: FILE_ROWS.slice(0, 5), page: 0, pageSize: 5, count: -1, hasNextPage: true },
};
export const Loading: Story = { args: { rows: [], count: 0, loading: true } };
export const Empty: Story = { args: { rows: [], count: 0 } };
export const Failed: Story = {
  args: {
    rows: [],
    count: 0,
    error: { message: 'Error en comunicación con el servidor', onRetry: fn() },
  },
};
