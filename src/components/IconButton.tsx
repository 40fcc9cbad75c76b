// Icon-only button. The accessible name is mandatory (aria-label) because there is no text.
import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from './Icon';
import { Spinner } from './Spinner';

export type IconButtonSize = 'small' | 'medium' | 'large';
export type IconButtonVariant = 'default' | 'primary' | 'danger' | 'contained';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  icon: IconName;
  'aria-label': string;
  size?: IconButtonSize;
  variant?: IconButtonVariant;
  loading?: boolean;
  /** Icon colour override (e.g. a fuel colour). */
  color?: string;
}

const boxes: Record<IconButtonSize, number> = { small: 28, medium: 36, large: 44 };
const glyphs: Record<IconButtonSize, number> = { small: 16, medium: 20, large: 22 };

const StyledIconButton = styled.button<{ $size: IconButtonSize; $variant: IconButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => boxes[$size]}px;
  height: ${({ $size }) => boxes[$size]}px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.grey[600]};
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.grey[100]};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  ${({ $variant, theme }) =>
    $variant === 'primary' &&
    css`
      color: ${theme.colors.primaryStrong};
      &:hover:not(:disabled) {
        background: ${theme.colors.primaryLight};
        color: ${theme.colors.primaryDark};
      }
    `}
  ${({ $variant, theme }) =>
    $variant === 'danger' &&
    css`
      color: ${theme.colors.alert.error.main};
      &:hover:not(:disabled) {
        background: ${theme.colors.alert.error.light};
        color: ${theme.colors.alert.error.main};
      }
    `}
  ${({ $variant, theme }) =>
    $variant === 'contained' &&
    css`
      border-radius: ${theme.radii.md}px;
      background: ${theme.colors.primaryStrong};
      color: ${theme.colors.text.inverse};
      &:hover:not(:disabled) {
        background: ${theme.colors.primaryDark};
        color: ${theme.colors.text.inverse};
      }
    `}
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

export function IconButton({
  icon,
  size = 'medium',
  variant = 'default',
  loading = false,
  color,
  disabled,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      $size={size}
      $variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <Spinner size={glyphs[size]} color="currentColor" decorative />
      ) : (
        <Icon name={icon} size={glyphs[size]} color={color} />
      )}
    </StyledIconButton>
  );
}
