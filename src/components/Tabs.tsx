// Controlled tabs following the WAI-ARIA tabs pattern: role tablist/tab/tabpanel, roving
// tabindex, Left/Right/Home/End move focus and select (automatic activation). `animated`
// slides the underline between tabs; without it the underline jumps (dashboard default).
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';

export interface TabItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  value: string;
  onChange: (key: string) => void;
  animated?: boolean;
  /** Content of the selected tab, rendered inside its tabpanel. */
  children?: ReactNode;
  'aria-label'?: string;
  className?: string;
}

const List = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: none;
`;

const Tab = styled.button<{ $selected: boolean }>`
  position: relative;
  flex-shrink: 0;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  border: none;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.primaryStrong : theme.colors.text.secondary)};
  cursor: pointer;
  border-radius: ${({ theme }) => `${theme.radii.md}px ${theme.radii.md}px 0 0`};
  transition:
    color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.disabled};
  }
`;

const Indicator = styled.span<{ $animated: boolean }>`
  position: absolute;
  bottom: 0;
  left: 0;
  height: 3px;
  border-radius: 3px 3px 0 0;
  background: ${({ theme }) => theme.colors.primary};
  pointer-events: none;
  ${({ $animated, theme }) =>
    $animated &&
    css`
      transition:
        transform ${theme.transitions.normal},
        width ${theme.transitions.normal};
    `}
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg}px;
  &:focus-visible {
    outline: none;
  }
`;

export function Tabs({
  tabs,
  value,
  onChange,
  animated = false,
  children,
  'aria-label': ariaLabel,
  className,
}: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const [indicator, setIndicator] = useState({ left: 0, width: 0 });
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;
  const selectedIndex = tabs.findIndex((tab) => tab.key === value);

  useLayoutEffect(() => {
    const selected = tabRefs.current.get(value);
    setIndicator(
      selected ? { left: selected.offsetLeft, width: selected.offsetWidth } : { left: 0, width: 0 },
    );
  }, [value, tabs]);

  const enabled = tabs.filter((tab) => !tab.disabled);
  const select = (key: string) => {
    if (key !== value) onChange(key);
    tabRefs.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = enabled.findIndex((tab) => tab.key === value);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(current + 1) % enabled.length];
    else if (event.key === 'ArrowLeft')
      next = enabled[(current - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.key);
  };

  return (
    <div className={className}>
      <List ref={listRef} role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.key === value;
          return (
            <Tab
              key={tab.key}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.key, node);
                else tabRefs.current.delete(tab.key);
              }}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected || (selectedIndex < 0 && tab === enabled[0]) ? 0 : -1}
              disabled={tab.disabled}
              $selected={selected}
              onClick={() => select(tab.key)}
            >
              {tab.label}
            </Tab>
          );
        })}
        <Indicator
          $animated={animated}
          aria-hidden
          style={{ width: indicator.width, transform: `translateX(${indicator.left}px)` }}
        />
      </List>
      {children !== undefined && selectedIndex >= 0 && (
        <Panel role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} tabIndex={0}>
          {children}
        </Panel>
      )}
    </div>
  );
}
