// Media-query strings for styled-components templates: `${media.mobile} { ... }`.
// CSS queries (rather than JS) keep layout right on first paint and in tests.
import { theme, type BreakpointKey } from './theme';

export const media = {
  /** Widths under 768 px. */
  mobile: `@media (max-width: ${theme.mobileMaxWidth}px)`,
  /** Widths of 768 px and more. */
  desktop: `@media (min-width: ${theme.breakpoints.md}px)`,
  up: (key: BreakpointKey) => `@media (min-width: ${theme.breakpoints[key]}px)`,
  down: (key: BreakpointKey) => `@media (max-width: ${theme.breakpoints[key] - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const mobileQuery = `(max-width: ${theme.mobileMaxWidth}px)`;
