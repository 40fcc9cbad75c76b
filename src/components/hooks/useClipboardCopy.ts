// Copying a text the user is shown once (a camera's key, the provider token, a share link):
// writes it to the clipboard, remembers it was copied (the button then says so) and tells the
// outcome in a toast: the screen's success text, or a warning to copy it by hand when the
// browser refuses (no clipboard outside HTTPS, permission denied). Data access stays with the
// caller: it passes a `notify` that shows a toast, so this layer imports no store.
import { useCallback, useState } from 'react';

export interface ClipboardToast {
  severity: 'success' | 'warning';
  /** An i18n key. */
  message: string;
}

export interface ClipboardCopyOptions {
  notify: (toast: ClipboardToast) => void;
  /** The success toast's i18n key; without one the copied state alone says it. */
  copied?: string;
  /** The failure toast's i18n key (default: copy it by hand). */
  failed?: string;
}

export const COPY_FAILED_KEY = 'common:clipboard.copyFailed';

export interface ClipboardCopy {
  /** Whether the last copy succeeded (until `reset`). */
  copied: boolean;
  /** Copies `text`; resolves whether it was copied. */
  copy: (text: string) => Promise<boolean>;
  reset: () => void;
}

export function useClipboardCopy({
  notify,
  copied: copiedKey,
  failed = COPY_FAILED_KEY,
}: ClipboardCopyOptions): ClipboardCopy {
  const [copied, setCopied] = useState(false);
  const copy = useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard) throw new Error('No clipboard in this page');
        await navigator.clipboard.writeText(text);
      } catch {
        setCopied(false);
        notify({ severity: 'warning', message: failed });
        return false;
      }
      setCopied(true);
      if (copiedKey) notify({ severity: 'success', message: copiedKey });
      return true;
    },
    [notify, copiedKey, failed],
  );
  const reset = useCallback(() => setCopied(false), []);
  return { copied, copy, reset };
}
