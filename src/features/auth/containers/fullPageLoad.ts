// A full page load (not a router navigation), so the app starts again from the stored session.
// Its own module so tests can replace it: jsdom's window.location cannot be spied on.
export function fullPageLoad(path: string): void {
  window.location.assign(path);
}
