// Run by globalSetupE2e.cjs: prepares the end-to-end servers' demo data folder before they start.
import { prepareDemoData } from './demoDataDir';

/** The global set-up takes an existing folder only when it is this recent. */
const SETUP_MAX_AGE_MS = 60_000;

prepareDemoData(SETUP_MAX_AGE_MS).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
