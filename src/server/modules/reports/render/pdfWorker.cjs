// Worker thread: renders one report PDF (pdfRenderer.ts) off the server's event loop, from the
// documents spooled to a file (spool.ts), and posts back the PDF's bytes, or its page and part
// counts once it is written to the given file, or why it failed. Started by render/index.ts
// through shared/workerThreads.ts; plain CommonJS like the other workers, so that Node loads it
// as is under Jest, ts-node and the bundle (scripts/buildServer.mjs copies it beside main.js and
// builds pdfRenderer.js there).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');

/** The built renderer beside this file (the bundle), or the TypeScript one bundled in memory. */
function loadRenderer() {
  const built = path.join(__dirname, 'pdfRenderer.js');
  if (fs.existsSync(built)) return require(built);
  // The sources (Jest, ts-node): esbuild, a development dependency, turns the renderer and its
  // imports into one CommonJS module, as the server build does (about 0.4 s).
  const esbuild = require('esbuild');
  const Module = require('node:module');
  const root = path.resolve(__dirname, '../../../../..');
  const source = path.join(__dirname, 'pdfRenderer.ts');
  const { outputFiles } = esbuild.buildSync({
    absWorkingDir: root,
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    write: false,
    logLevel: 'silent',
  });
  const loaded = new Module(source, module);
  loaded.filename = source;
  loaded.paths = Module._nodeModulePaths(__dirname);
  loaded._compile(outputFiles[0].text, source);
  return loaded.exports;
}

async function render({ spool, options, output }) {
  const renderer = loadRenderer();
  if (output === null) {
    const pdf = await renderer.renderSpooledPdfBuffered(spool, options);
    // Copied, not transferred: a small Buffer may sit in Node's shared pool.
    parentPort.postMessage({
      ok: true,
      pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
    });
    return;
  }
  const counts = await renderer.renderSpooledPdf(spool, options, fs.createWriteStream(output));
  parentPort.postMessage({ ok: true, ...counts });
}

render(workerData).catch((error) => {
  const failure = error instanceof Error ? error : new Error(String(error));
  parentPort.postMessage({ ok: false, name: failure.name, message: failure.message });
});
