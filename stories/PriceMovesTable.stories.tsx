import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PriceMovesTable } from '@/features/dashboard/components/PriceMovesTable';
import { fixtureMoves } from './DashboardFixtures';

const moves = fixtureMoves();

const meta = {
  title: 'Dashboard/PriceMovesTable',
  component: PriceMovesTable,
  args: {
    lines: moves.lines,
    moves: moves.moves,
    start: moves.start,
    end: moves.end,
    fuel: '',
    onFuelChange: fn(),
    line: '',
    onLineChange: fn(),
  },
} satisfies Meta<typeof PriceMovesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real moves of a station near Chalco and two competitors, 2026-07-10 to 2026-08-08. */
export const AllMoves: Story = {};
export const RegularOnly: Story = {
  args: { fuel: 'regular', moves: fixtureMoves('regular').moves },
};
export const OneCompetitor: Story = {
  args: { line: 'rival-22', moves: fixtureMoves(null, 'rival-22').moves },
};
export const NoMoves: Story = { args: { moves: [] } };
export const Loading: Story = { args: { moves: [], loading: true } };
export const Failed: Story = {
  args: { moves: [], errorMessage: 'Error en servidor: Contacte a soporte' },
};
