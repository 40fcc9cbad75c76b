// Server tests run on PGlite, or on the PostgreSQL TEST_DATABASE_URL names. A test that needs
// one of them is skipped on the other, so the run reports it as skipped, never as passed by
// returning early.
export const postgresUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
export const onPostgres = postgresUrl !== undefined;

export const itOnPostgres = onPostgres ? it : it.skip;
export const describeOnPostgres = onPostgres ? describe : describe.skip;
export const itOnPglite = onPostgres ? it.skip : it;
export const describeOnPglite = onPostgres ? describe.skip : describe;
