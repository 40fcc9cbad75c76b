// Keyboard use of a list (a select's options, a menu's items): arrows move the active item,
// Home/End go to the first/last, disabled items are skipped, Enter/Space activate, Escape
// closes (and stops there, so an enclosing dialog stays open), Tab closes, and a letter jumps
// to the next item starting with it. The list says how it tracks the active item (an index in
// state, or the focused button): the options are read when a key is pressed.
import type { KeyboardEvent } from 'react';

export interface ListKeyboardOptions {
  /** How many items the list has. */
  count: number;
  /** The active item's index, or -1. */
  active: number;
  /** Makes `index` the active item. */
  onMove: (index: number) => void;
  isDisabled?: (index: number) => boolean;
  /** Past the last item comes the first (menus); otherwise the ends stop the move. */
  wrap?: boolean;
  /** Enter/Space on the active item; without it those keys are left to the item (a button). */
  onActivate?: (index: number) => void;
  onEscape: () => void;
  onTab?: () => void;
  /** The item's text, for type-ahead; without it letters do nothing. */
  labelOf?: (index: number) => string;
  /** The list element: the new active item (its `data-index`) is scrolled into view. */
  scrollContainer?: HTMLElement | null;
}

function targetIndex(key: string, enabled: number[], options: ListKeyboardOptions): number | null {
  const last = enabled.length - 1;
  const position = enabled.indexOf(options.active);
  switch (key) {
    case 'ArrowDown':
      if (position < 0) return enabled[0]!;
      return enabled[
        options.wrap ? (position + 1) % enabled.length : Math.min(last, position + 1)
      ]!;
    case 'ArrowUp':
      if (position < 0) return enabled[options.wrap ? last : 0]!;
      return enabled[
        options.wrap ? (position + last) % enabled.length : Math.max(0, position - 1)
      ]!;
    case 'Home':
      return enabled[0]!;
    case 'End':
      return enabled[last]!;
    default:
      return null;
  }
}

function typeAheadIndex(char: string, enabled: number[], options: ListKeyboardOptions) {
  const { labelOf, active } = options;
  if (!labelOf) return undefined;
  const lower = char.toLocaleLowerCase('es');
  const ordered = [...enabled.filter((i) => i > active), ...enabled.filter((i) => i <= active)];
  return ordered.find((i) => labelOf(i).toLocaleLowerCase('es').startsWith(lower));
}

/** The list's onKeyDown; `read` gives the list's current state when a key is pressed. */
export function useListKeyboard<T extends HTMLElement>(
  read: () => ListKeyboardOptions,
): (event: KeyboardEvent<T>) => void {
  return (event) => {
    const options = read();
    const enabled = Array.from({ length: options.count }, (_, i) => i).filter(
      (i) => !options.isDisabled?.(i),
    );
    const moveTo = (index: number) => {
      options.onMove(index);
      options.scrollContainer
        ?.querySelector<HTMLElement>(`[data-index="${index}"]`)
        ?.scrollIntoView?.({ block: 'nearest' });
    };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Home':
      case 'End': {
        event.preventDefault();
        const next = enabled.length > 0 ? targetIndex(event.key, enabled, options) : null;
        if (next !== null) moveTo(next);
        return;
      }
      case 'Enter':
      case ' ':
        if (!options.onActivate) return;
        event.preventDefault();
        options.onActivate(options.active);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        options.onEscape();
        return;
      case 'Tab':
        options.onTab?.();
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const match = typeAheadIndex(event.key, enabled, options);
          if (match !== undefined) moveTo(match);
        }
    }
  };
}
