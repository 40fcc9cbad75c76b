// The very-common password check (src/lib/commonPasswords.ts) for the password forms. Its list is
// about 200 KB of gzip, so it comes on its own chunk, asked for when a password field is first
// focused, never with the page; until it arrives nothing is flagged (the server refuses such a
// password anyway).
import { useCallback, useEffect, useState } from 'react';

type Check = (password: string) => boolean;

let loading: Promise<Check> | null = null;
const loadCheck = () =>
  (loading ??= import(/* webpackChunkName: "common-passwords" */ '@/lib/commonPasswords').then(
    (module) => module.isCommonPassword,
  ));

export interface CommonPasswordCheck {
  /** Whether `password` is on the list; false while the list is not loaded yet. */
  isCommon: (password: string) => boolean;
  /** Starts loading the list (e.g. on focus of the new-password field). */
  load: () => void;
}

export function useCommonPasswordCheck(): CommonPasswordCheck {
  const [check, setCheck] = useState<Check | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || check) return undefined;
    let live = true;
    void loadCheck().then((loaded) => {
      if (live) setCheck(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, check]);
  const load = useCallback(() => setWanted(true), []);
  const isCommon = useCallback((password: string) => check?.(password) ?? false, [check]);
  return { isCommon, load };
}
