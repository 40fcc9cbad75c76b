// Preloaded into the production server by benchmarks (node --expose-gc --require this file):
// on SIGUSR2 it collects garbage and prints one line of the process's memory, so a benchmark
// reads idle and loaded memory without an endpoint for it in the product.
// Plain CommonJS: it runs inside the built server, where ts-node is not loaded.
const fs = require('node:fs');
const { setTimeout } = require('node:timers');

process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') {
    global.gc();
    global.gc();
  }
  // A few milliseconds for the allocator to hand freed pages back before reading RSS.
  setTimeout(() => {
    const usage = process.memoryUsage();
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    const line = {
      rss: kb('VmRSS') * 1024,
      peak: kb('VmHWM') * 1024,
      heapTotal: usage.heapTotal,
      heapUsed: usage.heapUsed,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
    };
    process.stderr.write(`MEMORY ${JSON.stringify(line)}\n`);
  }, 200);
});
