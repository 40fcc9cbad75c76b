// Server test set-up: PGlite takes ~2.5 s to start and each file starts its own database.
process.env.NODE_ENV = 'test';
jest.setTimeout(60_000);
