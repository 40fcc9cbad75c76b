// The look of every report PDF in one place: A4 portrait in points, the brand blue, greys for
// secondary text and thin rules, and the type sizes.
import { FONT_BOLD, FONT_REGULAR } from './fonts';

export const PAGE = {
  width: 595.28,
  height: 841.89,
  marginX: 48,
  top: 44,
  /** Content stops here; the footer sits below. */
  bottom: 841.89 - 58,
  footerY: 841.89 - 40,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;

export const COLORS = {
  brand: '#1f5fbf',
  brandLight: '#eaf1fb',
  ink: '#1c2430',
  text: '#3a4452',
  muted: '#6b7685',
  rule: '#d5dce6',
  zebra: '#f6f8fb',
  good: '#1e8a4c',
  bad: '#c0392b',
} as const;

export const FONTS = { regular: FONT_REGULAR, bold: FONT_BOLD } as const;

export const SIZES = {
  title: 20,
  station: 13,
  section: 12,
  body: 9.5,
  small: 8,
  figureValue: 17,
  table: 8.5,
} as const;
