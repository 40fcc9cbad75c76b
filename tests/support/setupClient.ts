// Set-up for the client project: DOM matchers, an absolute API origin (msw under jest needs
// absolute URLs) and a clean local storage for every test.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setApiOrigin } from '@/api';

export const TEST_API_ORIGIN = 'http://localhost';
// user-event types key by key: form tests on a busy 2-core machine need more than 5 s.
jest.setTimeout(20_000);
// A lazily loaded tab or dialog can take more than the default 1 s to appear while the build,
// the PostgreSQL gate and the Storybook build share the two cores with this gate; a screen that
// never shows it still fails.
configure({ asyncUtilTimeout: 5_000 });
setApiOrigin(TEST_API_ORIGIN);

beforeEach(() => {
  window.localStorage.clear();
});
