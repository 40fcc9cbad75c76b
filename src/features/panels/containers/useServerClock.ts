// The server's clock, ticking every second: the offset is measured from the server's time and
// the moment its answer arrived, so time left does not depend on the browser's clock.
import { useEffect, useMemo, useState } from 'react';
import { clockOffset } from '../model/timeLeft';

export interface ServerClock {
  /** Date.now() when it last ticked. */
  now: number;
  /** Add to `now` to read the server's clock. */
  offset: number;
}

export function useServerClock(
  serverTime: string | undefined,
  receivedAt: number | undefined,
): ServerClock {
  const [now, setNow] = useState(() => Date.now());
  const offset = useMemo(
    () => (serverTime ? clockOffset(serverTime, receivedAt ?? Date.now()) : 0),
    [serverTime, receivedAt],
  );
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return { now, offset };
}
