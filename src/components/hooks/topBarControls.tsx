// Lets a screen put its search box and main action into the shell's top bar (part 2 "Top bar":
// search 216 px on desktop, an action button) without the screen knowing about the shell:
// the layout provides the slot, a screen fills it while mounted.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { IconName } from '../Icon';

export interface TopBarSearchControl {
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (value: string) => void;
  placeholder?: string;
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

/**
 * A screen fills the slot while mounted; outside a layout (tests, Storybook) this does nothing.
 * Pass memoised callbacks: the slot is refreshed whenever `controls` changes.
 */
export function useTopBarControls(controls: TopBarControls): void {
  const set = useContext(TopBarControlsContext)?.set;
  useEffect(() => {
    if (!set) return undefined;
    set(controls);
    return () => set({});
  }, [set, controls]);
}
