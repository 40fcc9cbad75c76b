// Lets a screen put its search box and main action into the shell's top bar (a search
// box, 216 px on desktop, and an action button) without the screen knowing about the shell:
// the layout provides the slot, a screen fills it while mounted.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { IconName } from '../Icon';
import { useLatestRef } from './useLatestRef';

export interface TopBarSearchControl {
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (value: string) => void;
  placeholder?: string;
  /** Accessible name of the box (defaults to the placeholder). */
  label?: string;
}

export interface TopBarActionControl {
  label: string;
  onClick: () => void;
  icon?: IconName;
  loading?: boolean;
  disabled?: boolean;
}

export interface TopBarControls {
  search?: TopBarSearchControl;
  action?: TopBarActionControl;
}

type Setter = (controls: TopBarControls) => void;

const TopBarControlsContext = createContext<{ controls: TopBarControls; set: Setter } | null>(null);

export function TopBarControlsProvider({ children }: { children: ReactNode }) {
  const [controls, set] = useState<TopBarControls>({});
  const value = useMemo(() => ({ controls, set }), [controls]);
  return <TopBarControlsContext.Provider value={value}>{children}</TopBarControlsContext.Provider>;
}

/** The layout reads what the current screen put in the slot. */
export function useTopBarSlot(): TopBarControls {
  return useContext(TopBarControlsContext)?.controls ?? {};
}

/** Whether a layout with a top bar surrounds this component (not in tests or Storybook). */
export function useHasTopBar(): boolean {
  return useContext(TopBarControlsContext) !== null;
}

/**
 * A screen fills the slot while mounted; outside a layout (tests, Storybook) this does nothing.
 * Callbacks are read when called, so callers need not memoise them: the slot is refreshed only
 * when what the top bar shows changes (otherwise a new function per render would loop, since
 * filling the slot renders the layout again).
 */
export function useTopBarControls(controls: TopBarControls | null): void {
  const set = useContext(TopBarControlsContext)?.set;
  const latest = useLatestRef(controls);
  const { search, action } = controls ?? {};
  const hasSearch = Boolean(search);
  const hasSubmit = Boolean(search?.onSubmit);
  const hasAction = Boolean(action);
  const stable = useMemo<TopBarControls>(
    () => ({
      search: hasSearch
        ? {
            value: search?.value ?? '',
            placeholder: search?.placeholder,
            label: search?.label,
            onChange: (value) => latest.current?.search?.onChange(value),
            onSubmit: hasSubmit ? (value) => latest.current?.search?.onSubmit?.(value) : undefined,
          }
        : undefined,
      action: hasAction
        ? {
            label: action?.label ?? '',
            icon: action?.icon,
            loading: action?.loading,
            disabled: action?.disabled,
            onClick: () => latest.current?.action?.onClick(),
          }
        : undefined,
    }),
    // Only what is shown; the callbacks go through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      hasSearch,
      hasSubmit,
      search?.value,
      search?.placeholder,
      search?.label,
      hasAction,
      action?.label,
      action?.icon,
      action?.loading,
      action?.disabled,
    ],
  );
  const active = controls !== null;
  useEffect(() => {
    if (!set || !active) return undefined;
    set(stable);
    return () => set({});
  }, [set, stable, active]);
}
