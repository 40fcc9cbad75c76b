import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PriceComparisonTable } from '@/features/dashboard/components/PriceComparisonTable';
import {
  FLAGS_DAY,
  fixtureTable,
  fixtureTableWithFlags,
  fixtureTableWithNamesakes,
} from './DashboardFixtures';

const meta = {
  title: 'Dashboard/PriceComparisonTable',
  component: PriceComparisonTable,
  args: { rows: fixtureTable, canDelete: true, onDelete: fn(), onRowClick: fn() },
} satisfies Meta<typeof PriceComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditorView: Story = {};
export const ReadOnly: Story = { args: { canDelete: false } };
export const RowHighlighted: Story = { args: { selectedId: 'rival-12' } };
/** Same names told apart by the permit; a competitor the registry lacks, without prices. */
export const NamesakesAndUnregistered: Story = { args: { rows: fixtureTableWithNamesakes } };
/** Flagged prices (placeholder, stale, conflicting duplicate) and each price's last move. */
export const FlagsAndLastMoves: Story = { args: { rows: fixtureTableWithFlags, day: FLAGS_DAY } };
export const OnlyOwnStation: Story = { args: { rows: fixtureTable.slice(0, 1) } };
export const Loading: Story = { args: { loading: true } };
export const Failed: Story = {
  args: { rows: [], errorMessage: 'Error en servidor: Contacte a soporte' },
};
