// Single select with a custom listbox (WAI-ARIA "select-only combobox" style): a button opens a
// popover list; arrows, Home/End and type-ahead move the active option; Enter/Space choose it;
// Escape closes and returns focus. Shows 'Sin resultados' when there are no options.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from './Icon';
import { Popover } from './Popover';
import { EmptyText, ListBox, OptionRow, Trigger, TriggerText } from './Select.styles';
import { FieldLabel, HelperText, RequiredMark } from './TextField.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: SelectOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  label?: ReactNode;
  placeholder?: string;
  emptyText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  error?: ReactNode | boolean;
  helperText?: ReactNode;
  /** px or CSS length; default fills the container. */
  width?: number | string;
  size?: 'small' | 'medium';
  id?: string;
  'aria-label'?: string;
  className?: string;
}

const Root = styled.div<{ $width: string }>`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  width: ${({ $width }) => $width};
  max-width: 100%;
  min-width: 0;
`;

const LIST_MAX_HEIGHT = 300;

export function Select({
  options,
  value,
  onChange,
  label,
  placeholder,
  emptyText,
  disabled = false,
  required = false,
  error,
  helperText,
  width,
  size = 'medium',
  id,
  'aria-label': ariaLabel,
  className,
}: SelectProps) {
  const { t } = useTranslation('common');
  const baseId = useId();
  const triggerId = id ?? `select-${baseId}`;
  const labelId = `${triggerId}-label`;
  const listId = `${triggerId}-listbox`;
  const messageId = `${triggerId}-message`;
  const optionId = (index: number) => `${triggerId}-option-${index}`;

  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  const enabledIndexes = options.flatMap((option, index) => (option.disabled ? [] : [index]));

  const scrollIntoView = (index: number) => {
    const node = listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    node?.scrollIntoView?.({ block: 'nearest' });
  };

  const openList = (startAt?: 'first' | 'last') => {
    if (disabled) return;
    const start =
      startAt === 'last'
        ? (enabledIndexes[enabledIndexes.length - 1] ?? -1)
        : selectedIndex >= 0
          ? selectedIndex
          : (enabledIndexes[0] ?? -1);
    setActiveIndex(start);
    setOpen(true);
  };

  // The listbox mounts (in a portal) when `open` flips; move focus into it then.
  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const active = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    if (option.value !== value) onChange(option.value);
    close(true);
  };

  const move = (delta: number) => {
    if (enabledIndexes.length === 0) return;
    const position = enabledIndexes.indexOf(activeIndex);
    const nextPosition =
      position < 0 ? 0 : Math.min(enabledIndexes.length - 1, Math.max(0, position + delta));
    const next = enabledIndexes[nextPosition] ?? -1;
    setActiveIndex(next);
    scrollIntoView(next);
  };

  const typeAhead = (char: string) => {
    const lower = char.toLocaleLowerCase('es');
    const ordered = [
      ...enabledIndexes.filter((i) => i > activeIndex),
      ...enabledIndexes.filter((i) => i <= activeIndex),
    ];
    const match = ordered.find((i) => options[i]?.label.toLocaleLowerCase('es').startsWith(lower));
    if (match !== undefined) {
      setActiveIndex(match);
      scrollIntoView(match);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (open && event.key === 'Escape') {
      // Only reachable when the list is empty (otherwise focus is in the list).
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (['ArrowDown', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      openList();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openList('last');
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Home':
        event.preventDefault();
        move(-options.length);
        break;
      case 'End':
        event.preventDefault();
        move(options.length);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          typeAhead(event.key);
        }
    }
  };

  const errorText = typeof error === 'boolean' ? null : error;
  const message = errorText ?? helperText;
  const hasMessage = message !== undefined && message !== null && message !== '';
  const cssWidth = width === undefined ? '100%' : typeof width === 'number' ? `${width}px` : width;

  return (
    <Root $width={cssWidth} className={className}>
      {label !== undefined && (
        <FieldLabel id={labelId} htmlFor={triggerId}>
          {label}
          {required && <RequiredMark aria-hidden>*</RequiredMark>}
        </FieldLabel>
      )}
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={label === undefined ? ariaLabel : undefined}
        aria-required={required || undefined}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={hasMessage ? messageId : undefined}
        disabled={disabled}
        $invalid={Boolean(error)}
        $height={size === 'small' ? 36 : 44}
        $open={open}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onTriggerKeyDown}
      >
        <TriggerText $placeholder={!selected}>
          {selected ? selected.label : (placeholder ?? t('select.placeholder'))}
        </TriggerText>
        <Icon name="chevron-down" size={18} />
      </Trigger>
      {hasMessage && (
        <HelperText id={messageId} $error={Boolean(errorText)}>
          {message}
        </HelperText>
      )}
      <Popover
        open={open}
        anchorRef={triggerRef}
        onClose={() => close(false)}
        width="anchor"
        style={{ minWidth: 180 }}
      >
        {options.length === 0 ? (
          <EmptyText role="status">{emptyText ?? t('select.noResults')}</EmptyText>
        ) : (
          <ListBox
            ref={listRef}
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-labelledby={label !== undefined ? labelId : undefined}
            aria-label={label === undefined ? ariaLabel : undefined}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            $maxHeight={LIST_MAX_HEIGHT}
            onKeyDown={onListKeyDown}
          >
            {options.map((option, index) => (
              <OptionRow
                key={option.value}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={index === selectedIndex}
                aria-disabled={option.disabled || undefined}
                $active={index === activeIndex}
                $selected={index === selectedIndex}
                $disabled={option.disabled}
                onMouseEnter={() => !option.disabled && setActiveIndex(index)}
                // Keep focus on the list so keyboard use continues after a click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(index)}
              >
                <span>{option.label}</span>
                {index === selectedIndex && <Icon name="check" size={16} color="currentColor" />}
              </OptionRow>
            ))}
          </ListBox>
        )}
      </Popover>
    </Root>
  );
}
