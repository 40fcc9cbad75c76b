// True under 768 px. Uses matchMedia through useSyncExternalStore so every consumer agrees;
// where matchMedia is missing (jsdom, old browsers, server) it reports desktop.
import { useSyncExternalStore } from 'react';
import { mobileQuery } from './media';

function getMediaQueryList(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(mobileQuery);
}

function subscribe(onChange: () => void): () => void {
  const list = getMediaQueryList();
  if (!list) return () => undefined;
  // Safari < 14 only has addListener.
  if (typeof list.addEventListener === 'function') {
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }
  list.addListener(onChange);
  return () => list.removeListener(onChange);
}

const getSnapshot = (): boolean => getMediaQueryList()?.matches ?? false;
const getServerSnapshot = (): boolean => false;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
