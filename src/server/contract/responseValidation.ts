// Checks every JSON response of a contract route against the contract before it is sent.
// Mode 'strict' (tests): a mismatch is logged as a contract violation and becomes a 500, so a
// drifting handler fails its tests. 'log': logged only. 'off': not checked.
// Responses a handler produced must use a status the operation declares (5xx excepted, and
// checked against their schema when declared, as the health check's 503); responses of the
// framework itself (access, validation, 404, 413, 415, 503 database unavailable...) must be
// an Error body.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseValidationMode } from '../config';
import { messages } from '../errors';
import { toFieldErrors, type ContractValidator } from './validator';

function declaredValidator(responses: Map<string, unknown>, status: number) {
  const exact = String(status);
  if (responses.has(exact)) return { declared: true, validate: responses.get(exact) };
  const range = `${exact[0]}XX`;
  if (responses.has(range)) return { declared: true, validate: responses.get(range) };
  if (responses.has('default')) return { declared: true, validate: responses.get('default') };
  return { declared: false, validate: null };
}

/** The problems of one response, or an empty list when it matches the contract. */
export function responseProblems(
  validator: ContractValidator,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string[] {
  const operation = request.routeOptions.config.operation;
  if (!operation) return [];
  const status = reply.statusCode;
  // Round-trip through JSON so Dates and the like are checked as the client will see them.
  const body = payload === undefined ? undefined : JSON.parse(JSON.stringify(payload));
  const v = validator.forOperation(operation.operationId);
  const declaredError = status >= 500 && v.responses.has(String(status));
  if (!request.handlerStarted || (status >= 500 && !declaredError)) {
    if (body === undefined || validator.errorBody(body)) return [];
    return toFieldErrors('body', validator.errorBody.errors).map((e) => e.message);
  }
  const { declared, validate } = declaredValidator(v.responses, status);
  if (!declared) return [`status ${status} is not declared by ${operation.operationId}`];
  if (!validate) {
    return body === undefined
      ? []
      : [`status ${status} of ${operation.operationId} declares no JSON body`];
  }
  const check = validate as ((data: unknown) => boolean) & {
    errors?: Parameters<typeof toFieldErrors>[1];
  };
  if (check(body)) return [];
  return toFieldErrors('body', check.errors).map((e) => e.message);
}

export function registerResponseValidation(
  app: FastifyInstance,
  validator: ContractValidator,
  mode: ResponseValidationMode,
): void {
  if (mode === 'off') return;
  const report = (request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown => {
    const problems = responseProblems(validator, request, reply, payload);
    if (problems.length === 0) return payload;
    const operationId = request.routeOptions.config.operation?.operationId;
    request.log.error(
      { operationId, status: reply.statusCode, problems },
      `contract violation: response of ${operationId} does not match the contract`,
    );
    if (mode !== 'strict') return payload;
    reply.code(500);
    return { message: messages.serverError, code: 'contract_violation', request_id: request.id };
  };
  app.addHook('preSerialization', async (request, reply, payload) =>
    report(request, reply, payload),
  );
  // preSerialization does not see empty bodies: check the status of those here.
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload !== undefined && payload !== null && payload !== '') return payload;
    const replaced = report(request, reply, undefined);
    if (replaced === undefined) return payload;
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(replaced);
  });
}
