// Time left on a share link, counted on the server's clock: the offset between the server's
// time (sent with the data) and this browser's is measured once, so a wrong clock in the
// browser neither hides nor extends a link's life.

/** Milliseconds to add to Date.now() to read the server's clock. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Whole seconds left until `expiresAt` on the server's clock (never negative). */
export function secondsLeft(expiresAt: string, now: number, offset: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.floor((end - (now + offset)) / 1000));
}

/** h:mm:ss (or m:ss under an hour). */
export function formatSecondsLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
