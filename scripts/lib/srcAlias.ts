// Lets scripts run by ts-node import server code that uses the '@/' alias (src/...), as webpack,
// esbuild and jest resolve it. Import this module before any module that needs the alias.
import Module from 'node:module';
import path from 'node:path';

const src = path.resolve(__dirname, '../../src');

interface ResolvingModule {
  _resolveFilename(request: string, ...rest: unknown[]): string;
}

const loader = Module as unknown as ResolvingModule;
const resolve = loader._resolveFilename.bind(loader);
loader._resolveFilename = (request: string, ...rest: unknown[]) =>
  resolve(request.startsWith('@/') ? path.join(src, request.slice(2)) : request, ...rest);
