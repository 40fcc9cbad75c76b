import styled, { css } from 'styled-components';
import { media } from '@/theme/media';

export type CellAlign = 'left' | 'center' | 'right';

export const Wrapper = styled.div<{ $bordered: boolean }>`
  width: 100%;
  min-width: 0;
  background: ${({ theme }) => theme.colors.background.paper};
  ${({ $bordered, theme }) =>
    $bordered
      ? css`
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radii.lg}px;
          overflow: hidden;
        `
      : css`
          border-radius: 0 0 ${theme.radii.lg}px ${theme.radii.lg}px;
          overflow: hidden;
        `}
`;

export const Scroll = styled.div`
  /* The containing block of what is placed absolutely in the table (a visually hidden header):
     otherwise it escapes this box's clipping and widens the page. */
  position: relative;
  width: 100%;
  overflow-x: auto;
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-variant-numeric: tabular-nums;
`;

export const Caption = styled.caption`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const hideOnMobile = css<{ $hideOnMobile?: boolean }>`
  ${({ $hideOnMobile }) =>
    $hideOnMobile &&
    css`
      ${media.mobile} {
        display: none;
      }
    `}
`;

/**
 * A column that stays in view while the table scrolls sideways (the one naming the row), set only
 * while the table is wider than its box; a line at its edge shows what slides under it.
 */
const stickyColumn = css<{ $sticky?: boolean }>`
  ${({ $sticky, theme }) =>
    $sticky &&
    css`
      position: sticky;
      left: 0;
      z-index: 1;
      box-shadow: inset -1px 0 0 ${theme.colors.border};
    `}
`;

export const HeaderCell = styled.th<{
  $align: CellAlign;
  $width?: number | string;
  $color?: string;
  $hideOnMobile?: boolean;
  /** The sort button fills the cell (and carries the padding), so the whole cell sorts. */
  $sortable?: boolean;
  $sticky?: boolean;
}>`
  height: 48px;
  padding: 0 ${({ $sortable, theme }) => ($sortable ? 0 : theme.space.lg)}px;
  background: ${({ theme }) => theme.colors.grey[50]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align }) => $align};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ $color, theme }) => $color ?? theme.colors.text.secondary};
  white-space: nowrap;
  width: ${({ $width }) => (typeof $width === 'number' ? `${$width}px` : ($width ?? 'auto'))};
  ${hideOnMobile}
  ${stickyColumn}
`;

export const SortButton = styled.button<{ $active: boolean; $align: CellAlign }>`
  display: flex;
  width: 100%;
  min-height: 48px;
  align-items: center;
  justify-content: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xs}px;
  flex-direction: ${({ $align }) => ($align === 'right' ? 'row-reverse' : 'row')};
  padding: 0 ${({ theme }) => theme.space.lg}px;
  text-align: inherit;
  border: none;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  & > svg {
    opacity: ${({ $active }) => ($active ? 1 : 0)};
    transition: opacity ${({ theme }) => theme.transitions.fast};
  }
  &:hover > svg,
  &:focus-visible > svg {
    opacity: ${({ $active }) => ($active ? 1 : 0.45)};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      color: ${theme.colors.text.primary};
    `}
`;

export const BodyRow = styled.tr<{ $clickable: boolean; $marked: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* Its own background, which a sticky cell takes (inherit) to hide what scrolls under it. */
  background: ${({ theme }) => theme.colors.background.paper};
  &:last-child {
    border-bottom: none;
  }
  ${({ $marked, theme }) =>
    $marked &&
    css`
      background: ${theme.colors.primaryLight};
      font-weight: ${theme.fontWeights.bold};
    `}
  ${({ $clickable, theme }) =>
    $clickable &&
    css`
      cursor: pointer;
      &:hover {
        background: ${theme.colors.grey[50]};
      }
      &:focus-visible {
        outline: none;
        box-shadow: inset 0 0 0 2px ${theme.colors.primary};
      }
    `}
`;

export const Cell = styled.td<{ $align: CellAlign; $hideOnMobile?: boolean; $sticky?: boolean }>`
  height: 52px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  text-align: ${({ $align }) => $align};
  color: ${({ theme }) => theme.colors.text.primary};
  vertical-align: middle;
  overflow-wrap: anywhere;
  ${hideOnMobile}
  ${stickyColumn}
  ${({ $sticky }) =>
    $sticky &&
    css`
      background: inherit;
    `}
`;

export const ActionsCell = styled.td`
  width: 1%;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  text-align: right;
  white-space: nowrap;
`;

export const FullRowCell = styled.td`
  padding: 0;
`;

export const Footer = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
