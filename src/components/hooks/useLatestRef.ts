// Keeps the latest value in a ref so effects and timers can call the newest callback without
// re-subscribing (and restarting) every time the parent renders a new function.
import { useLayoutEffect, useRef } from 'react';

export function useLatestRef<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
