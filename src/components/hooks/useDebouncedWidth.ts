// The window's width, updated at most once per `delayMs` of quiet after resizing (charts
// redraw on it with a delay of 330 ms).
import { useEffect, useState } from 'react';

export const RESIZE_DEBOUNCE_MS = 330;

const currentWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

export function useDebouncedWidth(delayMs: number = RESIZE_DEBOUNCE_MS): number {
  const [width, setWidth] = useState(currentWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(currentWidth()), delayMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [delayMs]);
  return width;
}
