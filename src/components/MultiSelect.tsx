// Multi-select popover, shared by the screens: a 48 px trigger whose title the caller decides,
// a 350 px popover with a 300 px scrolling list, a 'Todos' row that selects all or clears all,
// and drag-select: press on an option and move across others to give them the same state.
// Keyboard: arrows/Home/End move, Space/Enter toggle, Escape closes and returns focus.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckboxBox } from './Checkbox';
import { Icon } from './Icon';
import { Popover } from './Popover';
import type { SelectOption } from './Select';
import { EmptyText, ListBox, OptionRow, Trigger, TriggerText } from './Select.styles';
import { FieldLabel } from './TextField.styles';
import { comboboxTriggerProps } from './comboboxTrigger';
import { useListKeyboard } from './hooks/useListKeyboard';

export type { SelectOption as MultiSelectOption } from './Select';

export interface MultiSelectProps {
  options: SelectOption[];
  value: string[];
  onChange: (value: string[]) => void;
  label?: ReactNode;
  /** Title when nothing is selected (default 'Seleccionar'). */
  placeholder?: string;
  /** Caller-decided trigger title; default: placeholder / 'Todos' / 'N selección(es)'. */
  formatTitle?: (selectedCount: number, total: number, selected: SelectOption[]) => ReactNode;
  selectAllLabel?: ReactNode;
  showSelectAll?: boolean;
  emptyText?: ReactNode;
  disabled?: boolean;
  /** Trigger width (px or CSS length); the dashboard uses 192. */
  width?: number | string;
  popoverWidth?: number;
  id?: string;
  'aria-label'?: string;
  className?: string;
}

export const MULTI_SELECT_TRIGGER_HEIGHT = 48;
export const MULTI_SELECT_LIST_MAX_HEIGHT = 300;
export const MULTI_SELECT_POPOVER_WIDTH = 350;

type Row = { kind: 'all' } | { kind: 'option'; option: SelectOption };

const Root = styled.div<{ $width: string }>`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  width: ${({ $width }) => $width};
  max-width: 100%;
  min-width: 0;
`;

const AllRow = styled(OptionRow)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function MultiSelect({
  options,
  value,
  onChange,
  label,
  placeholder,
  formatTitle,
  selectAllLabel,
  showSelectAll = true,
  emptyText,
  disabled = false,
  width,
  popoverWidth = MULTI_SELECT_POPOVER_WIDTH,
  id,
  'aria-label': ariaLabel,
  className,
}: MultiSelectProps) {
  const { t } = useTranslation('common');
  const baseId = useId();
  const triggerId = id ?? `multiselect-${baseId}`;
  const labelId = `${triggerId}-label`;
  const listId = `${triggerId}-listbox`;

  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  // Working selection while the mouse button is held down over the list.
  const drag = useRef<{ select: boolean; working: Set<string> } | null>(null);

  const selectedSet = new Set(value);
  const enabledOptions = options.filter((option) => !option.disabled);
  const selectedOptions = options.filter((option) => selectedSet.has(option.value));
  const allSelected =
    enabledOptions.length > 0 && enabledOptions.every((option) => selectedSet.has(option.value));
  const someSelected = selectedOptions.length > 0 && !allSelected;

  const rows: Row[] = [
    ...(showSelectAll && options.length > 0 ? [{ kind: 'all' } as const] : []),
    ...options.map((option) => ({ kind: 'option', option }) as const),
  ];
  const rowId = (index: number) => `${triggerId}-row-${index}`;

  const title = formatTitle
    ? formatTitle(selectedOptions.length, options.length, selectedOptions)
    : selectedOptions.length === 0
      ? (placeholder ?? t('select.placeholder'))
      : allSelected && selectedOptions.length === options.length
        ? t('multiSelect.all')
        : t('multiSelect.selection', { count: selectedOptions.length });

  // Keep the caller's order (option order), and keep selected values the options no longer list.
  const emit = (next: Set<string>) => {
    const known = options.filter((option) => next.has(option.value)).map((option) => option.value);
    const unknown = [...next].filter((v) => !options.some((option) => option.value === v));
    onChange([...known, ...unknown]);
  };

  const toggleAll = () => {
    if (allSelected) {
      const next = new Set(value);
      enabledOptions.forEach((option) => next.delete(option.value));
      emit(next);
    } else {
      emit(new Set([...value, ...enabledOptions.map((option) => option.value)]));
    }
  };

  const toggleOption = (option: SelectOption) => {
    if (option.disabled) return;
    const next = new Set(value);
    if (next.has(option.value)) next.delete(option.value);
    else next.add(option.value);
    emit(next);
  };

  const activateRow = (row: Row | undefined) => {
    if (!row) return;
    if (row.kind === 'all') toggleAll();
    else toggleOption(row.option);
  };

  // End a drag wherever the button is released (even outside the list).
  useEffect(() => {
    if (!open) return;
    const endDrag = () => {
      drag.current = null;
    };
    document.addEventListener('mouseup', endDrag);
    return () => document.removeEventListener('mouseup', endDrag);
  }, [open]);

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  const openList = () => {
    if (disabled) return;
    setActiveIndex(0);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    drag.current = null;
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onOptionMouseDown = (row: Row, event: MouseEvent) => {
    if (event.button !== 0) return;
    event.preventDefault(); // keep focus on the list; no text selection while dragging
    if (row.kind === 'all') {
      toggleAll();
      return;
    }
    if (row.option.disabled) return;
    const working = new Set(value);
    const select = !working.has(row.option.value);
    if (select) working.add(row.option.value);
    else working.delete(row.option.value);
    drag.current = { select, working };
    emit(working);
  };

  const onOptionMouseEnter = (row: Row, index: number) => {
    setActiveIndex(index);
    const current = drag.current;
    if (!current || row.kind !== 'option' || row.option.disabled) return;
    if (current.working.has(row.option.value) === current.select) return;
    if (current.select) current.working.add(row.option.value);
    else current.working.delete(row.option.value);
    emit(current.working);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      openList();
    } else if (open && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onListKeyDown = useListKeyboard<HTMLUListElement>(() => ({
    count: rows.length,
    active: activeIndex,
    onMove: setActiveIndex,
    onActivate: (index) => activateRow(rows[index]),
    onEscape: () => close(true),
    onTab: () => close(false),
    scrollContainer: listRef.current,
  }));

  const cssWidth = width === undefined ? '100%' : typeof width === 'number' ? `${width}px` : width;

  return (
    <Root $width={cssWidth} className={className}>
      {label !== undefined && (
        <FieldLabel id={labelId} htmlFor={triggerId}>
          {label}
        </FieldLabel>
      )}
      <Trigger
        ref={triggerRef}
        {...comboboxTriggerProps({ id: triggerId, listId, open, label, ariaLabel })}
        disabled={disabled}
        $height={MULTI_SELECT_TRIGGER_HEIGHT}
        $open={open}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onTriggerKeyDown}
      >
        <TriggerText $placeholder={selectedOptions.length === 0}>{title}</TriggerText>
        <Icon name="chevron-down" size={18} />
      </Trigger>
      <Popover open={open} anchorRef={triggerRef} onClose={() => close(false)} width={popoverWidth}>
        {options.length === 0 ? (
          <EmptyText role="status">{emptyText ?? t('select.noResults')}</EmptyText>
        ) : (
          <ListBox
            ref={listRef}
            id={listId}
            role="listbox"
            aria-multiselectable="true"
            tabIndex={-1}
            aria-labelledby={label !== undefined ? labelId : undefined}
            aria-label={label === undefined ? ariaLabel : undefined}
            aria-activedescendant={rows[activeIndex] ? rowId(activeIndex) : undefined}
            $maxHeight={MULTI_SELECT_LIST_MAX_HEIGHT}
            onKeyDown={onListKeyDown}
          >
            {rows.map((row, index) => {
              const isAll = row.kind === 'all';
              const checked = isAll ? allSelected : selectedSet.has(row.option.value);
              const RowComponent = isAll ? AllRow : OptionRow;
              return (
                <RowComponent
                  key={isAll ? '__all__' : row.option.value}
                  id={rowId(index)}
                  data-index={index}
                  role="option"
                  aria-selected={checked}
                  aria-disabled={(!isAll && row.option.disabled) || undefined}
                  $active={index === activeIndex}
                  $selected={false}
                  $disabled={!isAll && row.option.disabled}
                  onMouseDown={(event) => onOptionMouseDown(row, event)}
                  onMouseEnter={() => onOptionMouseEnter(row, index)}
                >
                  <CheckboxBox $checked={checked || (isAll && someSelected)} aria-hidden>
                    {checked ? (
                      <Icon name="check" size={14} strokeWidth={3} />
                    ) : isAll && someSelected ? (
                      <Icon name="minus" size={14} strokeWidth={3} />
                    ) : null}
                  </CheckboxBox>
                  <span>{isAll ? (selectAllLabel ?? t('multiSelect.all')) : row.option.label}</span>
                </RowComponent>
              );
            })}
          </ListBox>
        )}
      </Popover>
    </Root>
  );
}
