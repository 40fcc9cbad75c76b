import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SheetTable } from '@/features/files/components/SheetTable';
import { PRICE_SHEETS } from './FilesFixtures';

const meta = {
  title: 'Files/SheetTable',
  component: SheetTable,
  args: { sheets: PRICE_SHEETS, label: 'Precios enero de 2022.xlsx' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SheetTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Workbook: Story = {};
export const SingleSheet: Story = { args: { sheets: [PRICE_SHEETS[0]!] } };
export const Truncated: Story = { args: { sheets: [PRICE_SHEETS[1]!] } };
export const Empty: Story = { args: { sheets: [{ name: 'CSV', rows: [], truncated: false }] } };
