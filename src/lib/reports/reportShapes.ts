// The shapes of a report document the shared formatting and chart code reads: structurally
// the contract's ReportUnit, ReportBetter and ReportChart (src/lib stays free of the API layer,
// and a generated ReportChart is assignable to ReportChartSpec).
export type ReportUnit =
  'currency' | 'price' | 'percent' | 'seconds' | 'count' | 'liters' | 'ratio';

/** Which way a figure improves: a rise is good news (higher), bad news (lower), or neither. */
export type ReportBetter = 'higher' | 'lower' | 'none';

export interface ReportChartSpec {
  title: string;
  unit: ReportUnit;
  categories?: string[];
  series?: {
    name: string;
    type?: 'line' | 'bar';
    stack?: string | null;
    values: (number | null)[];
  }[];
  points?: { x: number; y: number; label?: string }[];
  x_label?: string;
  y_label?: string;
  x_unit?: ReportUnit;
  trend?: { slope: number; intercept: number } | null;
}
