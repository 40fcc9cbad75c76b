// Pieces shared by Select and MultiSelect: the trigger box, the option list and its rows.
import styled, { css } from 'styled-components';

export const Trigger = styled.button<{ $invalid?: boolean; $height: number; $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  height: ${({ $height }) => $height}px;
  padding: 0 ${({ theme }) => `${theme.space.sm}px 0 ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.grey[300]};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background.paper};
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.grey[500]};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
  ${({ $open, theme }) =>
    $open &&
    css`
      border-color: ${theme.colors.primary};
    `}
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      border-color: ${theme.colors.alert.error.main};
    `}
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.grey[100]};
    color: ${({ theme }) => theme.colors.text.disabled};
  }
  & > svg:last-child {
    color: ${({ theme }) => theme.colors.grey[500]};
    transition: transform ${({ theme }) => theme.transitions.fast};
    transform: rotate(${({ $open }) => ($open ? 180 : 0)}deg);
  }
`;

export const TriggerText = styled.span<{ $placeholder: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ $placeholder, theme }) => ($placeholder ? theme.colors.text.secondary : 'inherit')};
`;

export const ListBox = styled.ul<{ $maxHeight: number }>`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs}px 0;
  max-height: ${({ $maxHeight }) => $maxHeight}px;
  overflow-y: auto;
  outline: none;
  overscroll-behavior: contain;
`;

export const OptionRow = styled.li<{ $active: boolean; $selected: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;
  user-select: none;
  overflow-wrap: anywhere;
  background: ${({ $active, theme }) => ($active ? theme.colors.grey[100] : 'transparent')};
  ${({ $selected, theme }) =>
    $selected &&
    css`
      color: ${theme.colors.primaryDark};
      font-weight: ${theme.fontWeights.semibold};
    `}
  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      color: ${theme.colors.text.disabled};
    `}
  & > span:first-of-type:not([aria-hidden]) {
    flex: 1;
  }
`;

export const EmptyText = styled.div`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;
