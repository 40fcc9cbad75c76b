// The one design-token source for the app, Storybook and tests. Components read it through
// styled-components' ThemeProvider, so a colour change here reaches every screen.
// Default colours: teal primary, green secondary, fuel colours.

const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 };

export const theme = {
  colors: {
    // The brand teal is too light for text (4.1:1 on white): it marks borders, focus rings,
    // indicators and icons. Text, and surfaces that carry text, use the strong shades, which
    // keep at least 4.5:1 against white and the light tints (tests/theme/contrast.test.tsx).
    primary: '#388994',
    primaryStrong: '#2b6d76',
    /** Hover and pressed state of primaryStrong surfaces. */
    primaryDark: '#225760',
    primaryLight: '#e1f2f4',
    secondary: '#41A092',
    secondaryStrong: '#2c7468',
    secondaryLight: '#e3f3f0',
    fuel: { regular: '#4CAF50', premium: '#F44336', diesel: '#525969' },
    /** The fuel colours as text (headers): shades that keep 4.5:1 on light surfaces. */
    fuelText: { regular: '#2e7d32', premium: '#c62828', diesel: '#525969' },
    alert: {
      error: { main: '#d32f2f', light: '#fdecea', text: '#5f2120' },
      warning: { main: '#ed6c02', light: '#fff4e5', text: '#663c00' },
      info: { main: '#0288d1', light: '#e5f6fd', text: '#014361' },
      success: { main: '#2e7d32', light: '#edf7ed', text: '#1e4620' },
    },
    grey: {
      50: '#f8fafb',
      100: '#f1f4f6',
      200: '#e4e9ec',
      300: '#d0d7dc',
      400: '#aab4bb',
      500: '#85919a',
      600: '#5f6b74',
      700: '#46515a',
      800: '#2d363d',
      900: '#1a2126',
    },
    text: {
      primary: '#1f2a30',
      secondary: '#5f6b74',
      disabled: '#9aa5ad',
      inverse: '#ffffff',
    },
    background: { default: '#f4f7f8', paper: '#ffffff' },
    border: '#dde3e7',
    focus: 'rgba(56, 137, 148, 0.4)',
    overlay: 'rgba(18, 28, 33, 0.5)',
  },
  /** Spacing scale in px; use `${theme.space.md}px` in styles. */
  space: { none: 0, xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32, xxxl: 48 },
  radii: { sm: 4, md: 8, lg: 12, pill: 999, round: '50%' },
  fonts: {
    body: "'Inter', 'Roboto', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
    mono: "'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSizes: { xs: 12, sm: 13, md: 14, lg: 16, xl: 20, xxl: 24, display: 32 },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.10)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  breakpoints,
  /** Widths up to this are mobile (the shell treats widths under 768 px as mobile). */
  mobileMaxWidth: breakpoints.md - 1,
  zIndex: {
    base: 0,
    sticky: 100,
    header: 200,
    drawer: 1200,
    modal: 1300,
    popover: 1400,
    toast: 1500,
    tooltip: 1600,
  },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
  layout: { sideMenuWidth: 248, topBarHeight: 64, searchWidth: 216 },
};

// Widened (not `as const`) so a caller may build a variant theme with other colours.
export type AppTheme = typeof theme;
export type BreakpointKey = keyof typeof breakpoints;
export type Severity = 'error' | 'warning' | 'info' | 'success';
export type FuelType = keyof AppTheme['colors']['fuel'];

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends AppTheme {}
}
