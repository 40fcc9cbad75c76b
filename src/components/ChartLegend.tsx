// The charts' custom legend: one toggle per series, struck through while its
// series is hidden, and the colour swatch the tooltips share (a thin bar for target markers).
import styled from 'styled-components';
import type { ComposedSeries } from './composedChartOption';

export type LegendSeries = Pick<ComposedSeries, 'key' | 'name' | 'color' | 'type'>;

export interface ChartLegendProps {
  series: readonly LegendSeries[];
  hidden: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LegendButton = styled.button<{ $off: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 2px 4px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: transparent;
  // A hidden series stays readable (it can be turned back on): the line-through marks it.
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  text-decoration: ${({ $off }) => ($off ? 'line-through' : 'none')};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const ChartSwatch = styled.span<{ $color: string; $marker: boolean }>`
  display: inline-block;
  flex: none;
  width: 12px;
  height: ${({ $marker }) => ($marker ? 3 : 10)}px;
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

export function ChartLegend({ series, hidden, onToggle }: ChartLegendProps) {
  return (
    <Legend>
      {series.map((s) => (
        <li key={s.key}>
          <LegendButton
            type="button"
            $off={hidden.has(s.key)}
            aria-pressed={!hidden.has(s.key)}
            onClick={() => onToggle(s.key)}
          >
            <ChartSwatch $color={s.color} $marker={s.type === 'marker'} />
            {s.name}
          </LegendButton>
        </li>
      ))}
    </Legend>
  );
}
