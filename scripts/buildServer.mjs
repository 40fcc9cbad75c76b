// Bundles the server (src/server/main.ts, src/server/cli.ts) into dist/server/ with esbuild:
// Node 20, CommonJS, npm packages left external (loaded from node_modules at run time),
// the tsconfig alias `@/` resolved to src/. The CRE fixture of the demo is copied beside the
// bundle, where src/server/demo/creFixture.ts looks for it, and so are the worker threads
// (plain CommonJS, started by file name): the ticket spreadsheet's (readTicketSheet.ts), the
// embedded database's (pgliteWorkerClient.ts) and the report PDFs' (reports/render/index.ts),
// whose renderer is built as its own entry, pdfRenderer.js, for that worker to load. The report
// PDFs' fonts go to fonts/ beside the bundle (src/server/shared/fontFiles.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { build, context } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_DIR (default dist) lets parallel work build into separate folders.
const outdir = path.resolve(root, process.env.BUILD_DIR ?? 'dist', 'server');

/** `@/x` -> src/x; esbuild would otherwise take `@/` for an npm scope and leave it external. */
const resolveAlias = {
  name: 'resolve-@-alias',
  setup(b) {
    b.onResolve({ filter: /^@\// }, async (args) => {
      const result = await b.resolve(`./${args.path.slice(2)}`, {
        kind: args.kind,
        resolveDir: path.join(root, 'src'),
      });
      return result.errors.length > 0 ? { errors: result.errors } : { path: result.path };
    });
  },
};

function copyAssets() {
  // The contract travels with the build: the server's routes always match its handlers.
  fs.copyFileSync(path.join(root, 'openapi/surtidor.json'), path.join(outdir, 'surtidor.json'));
  fs.cpSync(path.join(root, 'src/server/demo/fixtures/cre'), path.join(outdir, 'fixtures/cre'), {
    recursive: true,
  });
  fs.copyFileSync(
    path.join(root, 'src/server/modules/tickets/spreadsheet/sheetWorker.cjs'),
    path.join(outdir, 'sheetWorker.cjs'),
  );
  fs.copyFileSync(
    path.join(root, 'src/server/db/pgliteWorker.cjs'),
    path.join(outdir, 'pgliteWorker.cjs'),
  );
  fs.copyFileSync(
    path.join(root, 'src/server/modules/reports/render/pdfWorker.cjs'),
    path.join(outdir, 'pdfWorker.cjs'),
  );
  const fontSource = path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  );
  fs.mkdirSync(path.join(outdir, 'fonts'), { recursive: true });
  for (const font of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
    fs.copyFileSync(path.join(fontSource, font), path.join(outdir, 'fonts', font));
  }
}

/** `--watch`: rebuild on every change and restart the server (npm run dev:api). */
const restartOnBuild = {
  name: 'restart-server',
  setup(b) {
    let server = null;
    b.onEnd((result) => {
      if (result.errors.length > 0) return;
      copyAssets();
      server?.kill('SIGTERM');
      server = spawn(process.execPath, [path.join(outdir, 'main.js')], { stdio: 'inherit' });
    });
  },
};

const watch = process.argv.includes('--watch');
const options = {
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    cli: 'src/server/cli.ts',
    pdfRenderer: 'src/server/modules/reports/render/pdfRenderer.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  // import() of a package (loaded on first use) becomes require(): Node resolves require() from
  // NODE_PATH too, which a build outside the project (BUILD_DIR) needs; import() ignores it.
  supported: { 'dynamic-import': false },
  sourcemap: true,
  tsconfig: path.join(root, 'tsconfig.json'),
  plugins: watch ? [resolveAlias, restartOnBuild] : [resolveAlias],
  logLevel: 'warning',
};

fs.rmSync(outdir, { recursive: true, force: true });
if (watch) {
  const ctx = await context(options);
  await ctx.watch();
  console.log('Watching src/server: the API restarts on every change');
} else {
  await build(options);
  copyAssets();
  console.log(`Server built in ${outdir} (main.js, cli.js)`);
}
