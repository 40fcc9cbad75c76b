// Sends the browser away to a provider (a seam for tests, where jsdom cannot navigate).
export const browser = {
  go(url: string) {
    window.location.assign(url);
  },
};
