// How the embedded database (PGlite) is started. PGlite runs PostgreSQL inside this process's
// WebAssembly memory, which never shrinks, so its caches are resident memory of the server.
// PostgreSQL's default shared_buffers (128MB) alone grew that memory from 128 to 189 MB and
// the idle server's RSS by about 110 MB, while the demo's whole database is about 65 MB and
// the operating system's page cache keeps its files warm anyway. 16MB keeps the WebAssembly
// memory at its initial 128 MB (the size below which PGlite does not start).

/** PostgreSQL settings (GUCs) the embedded database starts with. */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
} as const;

/** PGlite's own start parameters (single-user mode, no workers...) plus PGLITE_SETTINGS. */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [
    ...defaults,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}
