// Search box with a leading icon: 216 px wide on desktop, full width on mobile. type="search"
// gives the searchbox role; a clear button appears once there is text, Escape also clears.
import { useRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/theme/media';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { fieldOutline } from './TextField.styles';

export interface SearchInputProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'onChange' | 'onSubmit' | 'type' | 'width'
> {
  value: string;
  onChange: (value: string) => void;
  /** Enter pressed. */
  onSubmit?: (value: string) => void;
  /** Desktop width in px (default 216); mobile is always full width. */
  width?: number | '100%';
}

const Root = styled.div<{ $width: number | '100%' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  width: ${({ $width }) => (typeof $width === 'number' ? `${$width}px` : $width)};
  height: 40px;
  padding: 0 ${({ theme }) => `${theme.space.xs}px 0 ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  color: ${({ theme }) => theme.colors.grey[500]};
  ${fieldOutline}
  ${media.mobile} {
    width: 100%;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  border: none;
  outline: none;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.text.primary};
  &::placeholder {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const ClearSlot = styled.span`
  display: inline-flex;
  min-width: 28px;
`;

export function SearchInput({
  value,
  onChange,
  onSubmit,
  width = 216,
  placeholder,
  className,
  'aria-label': ariaLabel,
  onKeyDown,
  ...rest
}: SearchInputProps) {
  const { t } = useTranslation('common');
  const inputRef = useRef<HTMLInputElement>(null);
  const resolvedPlaceholder = placeholder ?? t('search.placeholder');

  return (
    <Root $width={width} className={className}>
      <Icon name="search" size={18} />
      <Input
        ref={inputRef}
        type="search"
        value={value}
        placeholder={resolvedPlaceholder}
        aria-label={ariaLabel ?? resolvedPlaceholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented) return;
          if (event.key === 'Enter') onSubmit?.(value);
          if (event.key === 'Escape' && value) {
            // Clearing is the useful action here; keep an enclosing dialog open.
            event.preventDefault();
            event.stopPropagation();
            onChange('');
          }
        }}
        {...rest}
      />
      <ClearSlot>
        {value && (
          <IconButton
            icon="close"
            size="small"
            aria-label={t('search.clear')}
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
          />
        )}
      </ClearSlot>
    </Root>
  );
}
