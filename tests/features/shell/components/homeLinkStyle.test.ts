// The way home on the not-found and no-access pages: a link drawn as a primary button.
import { createElement } from 'react';
import styled from 'styled-components';
import { homeLinkStyle } from '@/features/shell/components/homeLinkStyle';
import { theme } from '@/theme/theme';
import { renderWithProviders } from '../../../support/renderWithProviders';

const HomeLink = styled.a`
  ${homeLinkStyle}
`;

it('draws a link as a primary button, without an underline', () => {
  // A .ts test, named for its .ts source: no JSX.
  const { getByRole } = renderWithProviders(
    createElement(HomeLink, { href: '/home' }, 'Ir al inicio'),
  );
  const style = getComputedStyle(getByRole('link', { name: 'Ir al inicio' }));
  expect(style.display).toBe('inline-flex');
  expect(style.minHeight).toBe('40px');
  expect(style.backgroundColor).toBe(rgb(theme.colors.primaryStrong));
  expect(style.color).toBe(rgb(theme.colors.text.inverse));
  expect(style.textDecoration).toBe('none');
  expect(style.borderRadius).toBe(`${theme.radii.md}px`);
});

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
