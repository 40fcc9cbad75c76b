// Joins the handlers of every module into one operationId -> handler map and checks parity
// with the contract: start-up fails when an operation has no handler, when a handler matches no
// operation, or when two modules claim the same operationId.
import type { Handler, HandlerMap } from './handlerTypes';
import type { OperationDef } from './loadContract';

export function buildHandlerRegistry(modules: Record<string, HandlerMap>): Map<string, Handler> {
  const registry = new Map<string, Handler>();
  const owner = new Map<string, string>();
  for (const [moduleName, handlers] of Object.entries(modules)) {
    for (const [operationId, handler] of Object.entries(handlers)) {
      if (typeof handler !== 'function') {
        throw new Error(`Handler ${moduleName}.${operationId} is not a function`);
      }
      if (registry.has(operationId)) {
        throw new Error(
          `operationId ${operationId} is handled by both ${owner.get(operationId)} and ${moduleName}`,
        );
      }
      registry.set(operationId, handler);
      owner.set(operationId, moduleName);
    }
  }
  return registry;
}

export function checkParity(operations: OperationDef[], registry: Map<string, Handler>): void {
  const declared = new Set(operations.map((op) => op.operationId));
  const missing = operations.filter((op) => !registry.has(op.operationId));
  const extra = [...registry.keys()].filter((id) => !declared.has(id));
  const problems: string[] = [];
  if (missing.length > 0) {
    problems.push(
      `operations without a handler: ${missing.map((op) => `${op.operationId} (${op.method} ${op.path})`).join(', ')}`,
    );
  }
  if (extra.length > 0)
    problems.push(`handlers without an operation in the contract: ${extra.join(', ')}`);
  if (problems.length > 0) throw new Error(`Contract and handlers differ: ${problems.join('; ')}`);
}
