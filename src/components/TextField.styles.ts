import styled, { css } from 'styled-components';

/**
 * The outline of a box one types in (text fields, the search box): grey, darker on hover, the
 * primary colour with a focus ring while focused.
 */
export const fieldOutline = css`
  border: 1px solid ${({ theme }) => theme.colors.grey[300]};
  background: ${({ theme }) => theme.colors.background.paper};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.grey[500]};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

export const FieldRoot = styled.div<{ $fullWidth: boolean }>`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.alert.error.main};
  margin-left: 2px;
`;

export const InputBox = styled.div<{ $invalid: boolean; $disabled: boolean; $small: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${({ $small }) => ($small ? 36 : 44)}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  ${fieldOutline}
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      border-color: ${theme.colors.alert.error.main};
      &:hover,
      &:focus-within {
        border-color: ${theme.colors.alert.error.main};
      }
      &:focus-within {
        box-shadow: 0 0 0 3px rgba(211, 47, 47, 0.2);
      }
    `}
  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      background: ${theme.colors.grey[100]};
      color: ${theme.colors.text.disabled};
      &:hover {
        border-color: ${theme.colors.grey[300]};
      }
    `}
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: ${({ theme }) => theme.space.sm}px 0;
  border: none;
  outline: none;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.text.primary};
  &::placeholder {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.disabled};
  }
`;

export const HelperText = styled.p<{ $error: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ $error, theme }) => ($error ? theme.colors.alert.error.main : theme.colors.text.secondary)};
`;

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.grey[500]};
`;
