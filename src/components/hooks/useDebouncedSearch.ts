// A search box's text and the trimmed term a list asks the server for, settled `delayMs` after
// the last keystroke (one request per pause, not per key).
import { useEffect, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

export interface DebouncedSearch {
  /** The box's `value` (what it shows) and `onChange`. */
  box: { value: string; onChange: (text: string) => void };
  /** The trimmed text once typing pauses: '' means no search. */
  search: string;
}

export function useDebouncedSearch(delayMs: number = SEARCH_DELAY_MS): DebouncedSearch {
  const [text, setText] = useState('');
  const search = useSettledText(text, delayMs);
  return { box: { value: text, onChange: setText }, search };
}

/** Any text (a field, or a term derived from several), trimmed once typing pauses. */
export function useSettledText(text: string, delayMs: number = SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
