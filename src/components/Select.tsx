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
import { comboboxTriggerProps } from './comboboxTrigger';
import { useListKeyboard } from './hooks/useListKeyboard';

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

  const onListKeyDown = useListKeyboard<HTMLUListElement>(() => ({
    count: options.length,
    active: activeIndex,
    onMove: setActiveIndex,
    isDisabled: (index) => Boolean(options[index]?.disabled),
    onActivate: choose,
    onEscape: () => close(true),
    onTab: () => close(false),
    labelOf: (index) => options[index]?.label ?? '',
    scrollContainer: listRef.current,
  }));

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
        {...comboboxTriggerProps({ id: triggerId, listId, open, label, ariaLabel })}
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
