// Text button. `loading` shows a spinner, disables the button and sets aria-busy; the label stays
// so the width does not jump. type defaults to "button" so it never submits a form by accident.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Icon, type IconName } from './Icon';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  fullWidth?: boolean;
  startIcon?: IconName | ReactNode;
  endIcon?: IconName | ReactNode;
}

const heights: Record<ButtonSize, number> = { small: 32, medium: 40, large: 48 };
const iconSizes: Record<ButtonSize, number> = { small: 16, medium: 18, large: 20 };

function variantStyles(variant: ButtonVariant, theme: DefaultTheme) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.primaryStrong};
        color: ${colors.text.inverse};
        border-color: ${colors.primaryStrong};
        &:hover:not(:disabled) {
          background: ${colors.primaryDark};
          border-color: ${colors.primaryDark};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.background.paper};
        color: ${colors.primaryStrong};
        border-color: ${colors.primary};
        &:hover:not(:disabled) {
          background: ${colors.primaryLight};
        }
      `;
    case 'text':
      return css`
        background: transparent;
        color: ${colors.primaryStrong};
        border-color: transparent;
        &:hover:not(:disabled) {
          background: ${colors.primaryLight};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.alert.error.main};
        color: ${colors.text.inverse};
        border-color: ${colors.alert.error.main};
        &:hover:not(:disabled) {
          filter: brightness(0.92);
        }
      `;
  }
}

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ $size }) => heights[$size]}px;
  padding: 0 ${({ $size, theme }) => ($size === 'small' ? theme.space.md : theme.space.lg)}px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-size: ${({ $size, theme }) => ($size === 'small' ? theme.fontSizes.sm : theme.fontSizes.md)}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  ${({ $variant, theme }) => variantStyles($variant, theme)}
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

function renderIcon(icon: IconName | ReactNode, size: number): ReactNode {
  return typeof icon === 'string' ? <Icon name={icon as IconName} size={size} /> : icon;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const iconSize = iconSizes[size];
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <Spinner size={iconSize} color="currentColor" decorative />
      ) : (
        startIcon !== undefined && renderIcon(startIcon, iconSize)
      )}
      {children}
      {endIcon !== undefined && !loading && renderIcon(endIcon, iconSize)}
    </StyledButton>
  );
}
