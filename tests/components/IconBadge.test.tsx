// A card's leading icon: drawn on a tinted square and hidden from screen readers (the card's
// title says what it is).
import { IconBadge } from '@/components/IconBadge';
import { theme } from '@/theme/theme';
import { renderWithProviders } from '../support/renderWithProviders';

it('draws the named icon on a tinted square that screen readers skip', () => {
  const { container } = renderWithProviders(<IconBadge icon="camera" />);
  const badge = container.firstElementChild as HTMLElement;
  expect(badge).toHaveAttribute('aria-hidden', 'true');
  expect(badge.querySelector('svg')).not.toBeNull();
  const style = getComputedStyle(badge);
  expect([style.width, style.height]).toEqual(['40px', '40px']);
  expect(style.backgroundColor).toBe(rgb(theme.colors.primaryLight));
  expect(style.color).toBe(rgb(theme.colors.primary));
});

it('draws a different icon for a different name', () => {
  const drawn = (icon: 'camera' | 'gas-station') =>
    (renderWithProviders(<IconBadge icon={icon} />).container.querySelector('svg') as SVGElement)
      .innerHTML;
  expect(drawn('camera')).not.toBe(drawn('gas-station'));
});

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
