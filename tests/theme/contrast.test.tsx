// Text against what is behind it keeps WCAG AA (4.5:1) for the theme's text/surface pairs and
// for the components that put text on the brand colours, read from their rendered styles.
import { screen } from '@testing-library/react';
import { Avatar } from '@/components/Avatar';
import { Button } from '@/components/Button';
import { ChartLegend } from '@/components/ChartLegend';
import { Tabs } from '@/components/Tabs';
import { FilesBreadcrumb } from '@/features/files/components/FilesBreadcrumb';
import { AA_NORMAL_TEXT, contrastRatio } from '@/theme/contrast';
import { theme } from '@/theme/theme';
import { renderWithProviders } from '../support/renderWithProviders';

const { colors } = theme;

/** [what, text colour, surface colour] for every pairing the screens use. */
const pairs: [string, string, string][] = [
  ['white on a primary button, avatar, skip link', colors.text.inverse, colors.primaryStrong],
  ['white on a hovered primary button', colors.text.inverse, colors.primaryDark],
  ['white at the green end of the home header', colors.text.inverse, colors.secondaryStrong],
  ['white on a danger button', colors.text.inverse, colors.alert.error.main],
  [
    'primary text (links, tabs, text buttons) on paper',
    colors.primaryStrong,
    colors.background.paper,
  ],
  ['primary text on the page background', colors.primaryStrong, colors.background.default],
  ['primary text on the light tint (hover)', colors.primaryStrong, colors.primaryLight],
  ['active breadcrumb and menu entry', colors.primaryDark, colors.primaryLight],
  ['secondary text on its tint', colors.secondaryStrong, colors.secondaryLight],
  ['body text on paper', colors.text.primary, colors.background.paper],
  ['secondary text on paper', colors.text.secondary, colors.background.paper],
  ['secondary text on the page background', colors.text.secondary, colors.background.default],
  ['secondary text on a hovered row', colors.text.secondary, colors.grey[100]],
  ['regular fuel header', colors.fuelText.regular, colors.grey[50]],
  ['premium fuel header', colors.fuelText.premium, colors.grey[50]],
  ['diesel fuel header', colors.fuelText.diesel, colors.grey[50]],
  ['placeholder text on paper', colors.text.secondary, colors.background.paper],
  ['error alert', colors.alert.error.text, colors.alert.error.light],
  ['warning alert', colors.alert.warning.text, colors.alert.warning.light],
  ['info alert', colors.alert.info.text, colors.alert.info.light],
  ['success alert', colors.alert.success.text, colors.alert.success.light],
];

describe('theme contrast', () => {
  it.each(pairs)('%s reaches 4.5:1', (_what, text, surface) => {
    expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('computes the WCAG ratio (black on white 21:1, the brand teal on white about 4.06:1)', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#388994', '#ffffff')).toBeCloseTo(4.06, 2);
    expect(contrastRatio('#ffffff', '#388994')).toBeCloseTo(4.06, 2);
  });
});

function rgbToHex(value: string): string {
  const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(value);
  if (!match) return value;
  return `#${match
    .slice(1, 4)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
}

function renderedContrast(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return contrastRatio(rgbToHex(style.color), rgbToHex(style.backgroundColor));
}

describe('components on the brand colours', () => {
  it('the primary button keeps 4.5:1', () => {
    renderWithProviders(<Button>Iniciar sesión</Button>);
    expect(renderedContrast(screen.getByRole('button'))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('the secondary and text buttons keep 4.5:1 on paper', () => {
    renderWithProviders(
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button variant="text">Ver más</Button>
      </>,
    );
    for (const name of ['Cancelar', 'Ver más']) {
      const color = rgbToHex(getComputedStyle(screen.getByRole('button', { name })).color);
      expect(contrastRatio(color, colors.background.paper)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });

  it('avatar initials keep 4.5:1', () => {
    renderWithProviders(<Avatar name="Ana López" />);
    // The initials span inherits the circle's colours.
    const circle = screen.getByText('AL').parentElement as HTMLElement;
    expect(renderedContrast(circle)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('the selected tab keeps 4.5:1 on paper', () => {
    renderWithProviders(
      <Tabs
        aria-label="Secciones"
        tabs={[
          { key: 'a', label: 'Uno' },
          { key: 'b', label: 'Dos' },
        ]}
        value="a"
        onChange={() => undefined}
      />,
    );
    const color = rgbToHex(getComputedStyle(screen.getByRole('tab', { name: 'Uno' })).color);
    expect(contrastRatio(color, colors.background.paper)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
  it('crumbs ahead of the open folder stay readable (they can be opened)', () => {
    renderWithProviders(
      <FilesBreadcrumb folders={['Estaciones', 'AGS-01']} activeIndex={0} onSelect={() => {}} />,
    );
    for (const name of ['Estaciones', 'AGS-01']) {
      const color = rgbToHex(getComputedStyle(screen.getByRole('button', { name })).color);
      expect(contrastRatio(color, colors.background.paper)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });

  it('a hidden chart series stays readable in the legend (it can be shown again)', () => {
    renderWithProviders(
      <ChartLegend
        series={[{ key: 'a', name: 'Regular', color: '#4CAF50', type: 'bar' }]}
        hidden={new Set(['a'])}
        onToggle={() => {}}
      />,
    );
    const color = rgbToHex(getComputedStyle(screen.getByRole('button', { name: /Regular/ })).color);
    expect(contrastRatio(color, colors.background.paper)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});
