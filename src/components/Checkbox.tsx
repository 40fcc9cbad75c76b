// Native checkbox (so forms, labels and keyboard work for free) drawn as a themed box.
// `indeterminate` is a DOM property, not an attribute, so it is set through a ref.
import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  label?: ReactNode;
  indeterminate?: boolean;
  className?: string;
}

const Root = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ $disabled, theme }) => ($disabled ? theme.colors.text.disabled : theme.colors.text.primary)};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  position: relative;
`;

const NativeInput = styled.input`
  position: absolute;
  opacity: 0;
  width: 18px;
  height: 18px;
  margin: 0;
  cursor: inherit;
`;

export const CheckboxBox = styled.span<{ $checked: boolean; $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  border: 2px solid
    ${({ $checked, theme }) => ($checked ? theme.colors.primary : theme.colors.grey[400])};
  background: ${({ $checked, theme }) => ($checked ? theme.colors.primary : theme.colors.background.paper)};
  color: ${({ theme }) => theme.colors.text.inverse};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  input:focus-visible + & {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

export function Checkbox({
  label,
  indeterminate = false,
  checked,
  defaultChecked,
  onChange,
  disabled,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  // Uncontrolled use (defaultChecked) still needs the drawn box to follow the native state.
  const [uncontrolled, setUncontrolled] = useState(Boolean(defaultChecked));
  const isChecked = checked ?? uncontrolled;
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const filled = isChecked || indeterminate;
  return (
    <Root $disabled={Boolean(disabled)} className={className}>
      <NativeInput
        ref={setRefs}
        type="checkbox"
        checked={checked}
        defaultChecked={checked === undefined ? defaultChecked : undefined}
        onChange={(event) => {
          setUncontrolled(event.target.checked);
          onChange?.(event);
        }}
        disabled={disabled}
        aria-checked={indeterminate ? 'mixed' : undefined}
        {...rest}
      />
      <CheckboxBox $checked={filled} $disabled={disabled} aria-hidden>
        {indeterminate ? (
          <Icon name="minus" size={14} strokeWidth={3} />
        ) : isChecked ? (
          <Icon name="check" size={14} strokeWidth={3} />
        ) : null}
      </CheckboxBox>
      {label !== undefined && <span>{label}</span>}
    </Root>
  );
}
