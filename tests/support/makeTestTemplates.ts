// Run by globalSetupServer.cjs: makes the server tests' database templates before they start.
import { prepareTestTemplates } from './databaseTemplates';

prepareTestTemplates().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
