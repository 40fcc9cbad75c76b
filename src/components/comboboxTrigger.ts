// The button that opens a listbox (Select, MultiSelect): its id and the combobox ARIA that ties
// it to the list it controls; the visible label names it, else `aria-label`.
export interface ComboboxTriggerOptions {
  id: string;
  listId: string;
  open: boolean;
  /** The visible label, when there is one. */
  label?: unknown;
  ariaLabel?: string;
}

export function comboboxTriggerProps({
  id,
  listId,
  open,
  label,
  ariaLabel,
}: ComboboxTriggerOptions) {
  return {
    id,
    type: 'button' as const,
    role: 'combobox',
    'aria-haspopup': 'listbox' as const,
    'aria-expanded': open,
    'aria-controls': open ? listId : undefined,
    'aria-label': label === undefined ? ariaLabel : undefined,
  };
}
