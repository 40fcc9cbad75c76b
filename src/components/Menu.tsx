// Dropdown action menu (role="menu") anchored to a button: the user menu, a table row's "more"
// menu. Focus goes to the first item on open; arrows, Home/End move; Escape or Tab closes and
// Escape returns focus to the anchor. Items may be radio items (language switch).
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from './Icon';
import { Popover } from './Popover';
import { useListKeyboard } from './hooks/useListKeyboard';

export interface MenuItem {
  key: string;
  label: ReactNode;
  icon?: IconName;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
  /** Makes the item a menuitemradio with this state. */
  checked?: boolean;
  /** Draw a divider above this item. */
  dividerBefore?: boolean;
  /** Small heading shown above this item (e.g. 'Idioma'). */
  groupLabel?: ReactNode;
}

export interface MenuProps {
  open: boolean;
  anchorRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  items: MenuItem[];
  /** Non-interactive content above the items (e.g. the user's name). */
  header?: ReactNode;
  placement?: 'bottom-start' | 'bottom-end';
  width?: number;
  'aria-label'?: string;
  id?: string;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.xs}px 0;
  min-width: 200px;
`;

const HeaderSlot = styled.div`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.xs}px;
`;

const Divider = styled.div`
  height: 1px;
  margin: ${({ theme }) => theme.space.xs}px 0;
  background: ${({ theme }) => theme.colors.border};
`;

const GroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px ${theme.space.xxs}px`};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const ItemButton = styled.button<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  border: none;
  background: transparent;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;
  ${({ $danger, theme }) =>
    $danger &&
    css`
      color: ${theme.colors.alert.error.main};
    `}
  &:hover:not(:disabled),
  &:focus-visible {
    outline: none;
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.disabled};
  }
  & > svg {
    color: ${({ theme }) => theme.colors.grey[500]};
  }
`;

const IconSpacer = styled.span`
  width: 18px;
  flex-shrink: 0;
`;

const ItemLabel = styled.span`
  flex: 1;
  overflow-wrap: anywhere;
`;

export function Menu({
  open,
  anchorRef,
  onClose,
  items,
  header,
  placement = 'bottom-end',
  width,
  'aria-label': ariaLabel,
  id,
}: MenuProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // Keep labels aligned when only some items have an icon.
  const anyIcon = items.some((item) => item.icon);

  const itemButtons = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);

  useEffect(() => {
    if (open) itemButtons()[0]?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    onClose();
    if (returnFocus) anchorRef.current?.focus();
  };

  const onKeyDown = useListKeyboard<HTMLDivElement>(() => {
    const buttons = itemButtons();
    return {
      count: buttons.length,
      active: buttons.indexOf(document.activeElement as HTMLButtonElement),
      onMove: (index) => buttons[index]?.focus(),
      wrap: true,
      onEscape: () => close(true),
      onTab: () => close(false),
    };
  });

  return (
    <Popover
      open={open}
      anchorRef={anchorRef}
      onClose={onClose}
      placement={placement}
      width={width}
    >
      {header !== undefined && <HeaderSlot>{header}</HeaderSlot>}
      <List ref={listRef} role="menu" aria-label={ariaLabel} id={id} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <div key={item.key} role="none">
            {item.dividerBefore && <Divider role="separator" />}
            {item.groupLabel !== undefined && (
              <GroupLabel aria-hidden>{item.groupLabel}</GroupLabel>
            )}
            <ItemButton
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              disabled={item.disabled}
              $danger={Boolean(item.danger)}
              tabIndex={-1}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.icon ? <Icon name={item.icon} size={18} /> : anyIcon && <IconSpacer />}
              <ItemLabel>{item.label}</ItemLabel>
              {item.checked && <Icon name="check" size={16} />}
            </ItemButton>
          </div>
        ))}
      </List>
    </Popover>
  );
}
