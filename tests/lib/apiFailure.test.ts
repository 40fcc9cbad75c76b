// What a failed call says (one module for every screen): the server's own (Spanish) message, else the catalogue's text chosen
// by the status; never a framework's or gateway's English text.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiBaseQuery, toApiError } from '@/api/baseQuery';
import {
  errorMessageKeys,
  failureMessage,
  fieldFailureOf,
  knownFailureKey,
  messageForFailure,
} from '@/lib/apiFailure';
import { createI18n } from '@/i18n';
import { TEST_API_ORIGIN } from '../support/setupClient';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('messageForFailure', () => {
  it.each<[string, number | 'network', unknown, string]>([
    ['a Spanish message of the server', 409, 'Ya existe un archivo', 'Ya existe un archivo'],
    ['a Spanish 403 of the server', 403, 'No tienes permisos', 'No tienes permisos'],
    ['a 500 without a message', 500, undefined, errorMessageKeys.server],
    ['a 502 with an empty message', 502, '  ', errorMessageKeys.server],
    ['a 503 saying "Service Unavailable"', 503, 'Service Unavailable', errorMessageKeys.server],
    ['a 500 saying "Internal Server Error"', 500, 'Internal Server Error', errorMessageKeys.server],
    ['a 403 saying "Forbidden"', 403, 'Forbidden', errorMessageKeys.forbidden],
    ['a 403 saying "forbidden"', 403, 'forbidden', errorMessageKeys.forbidden],
    ['a 403 without a message', 403, undefined, errorMessageKeys.forbidden],
    ['a 404 saying "Not Found"', 404, 'Not Found', errorMessageKeys.occurredRetry],
    ['a 400 without a message', 400, null, errorMessageKeys.occurredRetry],
    ['a 429 saying "Too Many Requests"', 429, 'Too Many Requests', errorMessageKeys.occurredRetry],
    [
      'the spec English generic line',
      500,
      'There was an error communicating with the server.',
      errorMessageKeys.server,
    ],
    ['a message that is an object', 500, { detail: 'boom' }, errorMessageKeys.unexpected],
    ['a message that is a list', 400, ['a', 'b'], errorMessageKeys.unexpected],
    ['a message that is a number', 403, 42, errorMessageKeys.unexpected],
    ['no answer at all', 'network', undefined, errorMessageKeys.network],
  ])('%s', (_case, status, message, expected) => {
    expect(messageForFailure(status, message)).toBe(expected);
  });
});

describe('toApiError', () => {
  it('keeps the code and the field errors of a body of ours', () => {
    const errors = [{ field: 'body.email', rule: 'format', message: 'El correo no es válido' }];
    expect(
      toApiError(400, { message: 'Solicitud inválida', code: 'validation_failed', errors }),
    ).toEqual({ status: 400, message: 'Solicitud inválida', code: 'validation_failed', errors });
  });

  it("reads Fastify's default error body without showing its English", () => {
    expect(toApiError(403, { statusCode: 403, error: 'Forbidden', message: 'Forbidden' })).toEqual({
      status: 403,
      message: errorMessageKeys.forbidden,
    });
  });

  it('a body that is text (a proxy page) is no message', () => {
    expect(toApiError(502, '<html>Bad Gateway</html>')).toEqual({
      status: 502,
      message: errorMessageKeys.server,
    });
  });
});

describe('apiBaseQuery', () => {
  const api = () =>
    ({
      signal: new AbortController().signal,
      abort: jest.fn(),
      dispatch: jest.fn(),
      getState: () => ({ auth: { token: null } }),
      extra: undefined,
      endpoint: 'test',
      type: 'query',
    }) as unknown as Parameters<typeof apiBaseQuery>[1];
  const call = async () => (await apiBaseQuery('/api/test', api(), {})).error;

  it.each<[string, () => Response, { status: number; message: string }]>([
    [
      'a 500 with no body',
      () => new HttpResponse(null, { status: 500 }),
      { status: 500, message: errorMessageKeys.server },
    ],
    [
      "a gateway's 403 {message: 'Forbidden'}",
      () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      { status: 403, message: errorMessageKeys.forbidden },
    ],
    [
      "a proxy's HTML 502 (its real status, not 500)",
      () => HttpResponse.html('<h1>502 Bad Gateway</h1>', { status: 502 }),
      { status: 502, message: errorMessageKeys.server },
    ],
    [
      'a 404 HTML page',
      () => HttpResponse.html('<h1>Not Found</h1>', { status: 404 }),
      { status: 404, message: errorMessageKeys.occurredRetry },
    ],
    [
      'a message that is not text',
      () => HttpResponse.json({ message: { es: 'x' } }, { status: 500 }),
      { status: 500, message: errorMessageKeys.unexpected },
    ],
    [
      "the server's own Spanish message",
      () =>
        HttpResponse.json(
          { message: 'Error en servidor: Contacte a soporte', code: 'x' },
          { status: 500 },
        ),
      { status: 500, message: 'Error en servidor: Contacte a soporte' },
    ],
  ])('%s', async (_case, answer, expected) => {
    server.use(http.get(`${TEST_API_ORIGIN}/api/test`, answer));
    expect(await call()).toMatchObject(expected);
  });

  it('no answer is the network message', async () => {
    server.use(http.get(`${TEST_API_ORIGIN}/api/test`, () => HttpResponse.error()));
    expect(await call()).toEqual({ status: 'network', message: errorMessageKeys.network });
  });
});

describe('the catalogue texts of these keys', () => {
  const es = createI18n('es');
  it.each<[string, string]>([
    [errorMessageKeys.server, 'Error en servidor: Contacte a soporte'],
    [errorMessageKeys.unexpected, 'Ocurrió un error inesperado.'],
    [errorMessageKeys.forbidden, 'No Tienes Permisos Para Realizar Esta Acción'],
    [errorMessageKeys.network, 'Error en comunicación con el servidor'],
    [
      errorMessageKeys.occurredRetry,
      'Ha ocurrido un error, intentalo de nuevo o contacta con soporte.',
    ],
  ])('%s is "%s" in Spanish', (key, text) => {
    expect(es.t(key)).toBe(text);
  });
});

describe('failureMessage', () => {
  const failed = (status: number | 'network', message: string, extra: object = {}) => ({
    status,
    message,
    ...extra,
  });

  it("shows the server's own message, else the catalogue key it carries", () => {
    expect(failureMessage(failed(409, 'Ya existe'))).toBe('Ya existe');
    expect(failureMessage(failed(500, errorMessageKeys.server))).toBe(errorMessageKeys.server);
  });

  it('is the fallback for a thrown exception or an empty message', () => {
    expect(failureMessage(new Error('boom'))).toBe(errorMessageKeys.unexpected);
    expect(failureMessage(failed(400, '  '))).toBe(errorMessageKeys.unexpected);
    expect(failureMessage(undefined, { fallback: 'reports:view.error' })).toBe(
      'reports:view.error',
    );
    expect(failureMessage(failed(400, ''), { fallback: '' })).toBe('');
  });

  it("a screen's wording by code comes first, then by field rule", () => {
    const options = { codes: { too_many: 'x:tooMany' }, rules: { common: 'x:common' } };
    expect(failureMessage(failed(429, 'Demasiados', { code: 'too_many' }), options)).toBe(
      'x:tooMany',
    );
    const refused = failed(422, 'Inválida', {
      errors: [{ field: 'body.password', rule: 'common', message: 'Muy común' }],
    });
    expect(failureMessage(refused, options)).toBe('x:common');
    expect(failureMessage(failed(422, 'Inválida', { code: 'other' }), options)).toBe('Inválida');
  });

  it("`statuses` win over the server's message; '5xx' covers every server failure", () => {
    const options = { statuses: { 404: 'x:notFound', '5xx': errorMessageKeys.server } };
    expect(failureMessage(failed(404, 'No existe'), options)).toBe('x:notFound');
    expect(failureMessage(failed(501, 'Not Implemented'), options)).toBe(errorMessageKeys.server);
    expect(failureMessage(failed(422, 'Valor no admitido'), options)).toBe('Valor no admitido');
    expect(failureMessage(failed('network', errorMessageKeys.network), options)).toBe(
      errorMessageKeys.network,
    );
  });

  it('`statusesWithoutMessage` speak only when the server sent no message of its own', () => {
    const options = { statusesWithoutMessage: { 401: 'x:wrong' } };
    expect(failureMessage(failed(401, errorMessageKeys.occurredRetry), options)).toBe('x:wrong');
    expect(failureMessage(failed(401, 'Usuario bloqueado'), options)).toBe('Usuario bloqueado');
    expect(failureMessage(failed(403, errorMessageKeys.forbidden), options)).toBe(
      errorMessageKeys.forbidden,
    );
  });
});

describe('knownFailureKey and fieldFailureOf', () => {
  const error = {
    status: 400,
    message: 'Solicitud inválida',
    code: 'wrong_password',
    errors: [{ field: 'body.email', rule: 'format', message: 'Correo no válido' }],
  };

  it('knownFailureKey is the wording of a known code or rule, else null', () => {
    expect(knownFailureKey(error, { codes: { wrong_password: 'x:wrong' } })).toBe('x:wrong');
    expect(knownFailureKey(error, { rules: { format: 'x:format' } })).toBe('x:format');
    expect(knownFailureKey(error, { codes: { other: 'x:other' } })).toBeNull();
    expect(knownFailureKey(new Error('boom'), { codes: { wrong_password: 'x' } })).toBeNull();
    const inherited = { ...error, code: 'toString', errors: [] };
    expect(knownFailureKey(inherited, { codes: { wrong_password: 'x:wrong' } })).toBeNull();
  });

  it("fieldFailureOf is the server's message about that field", () => {
    expect(fieldFailureOf(error, 'body.email')).toBe('Correo no válido');
    expect(fieldFailureOf(error, 'body.name')).toBeNull();
  });
});
