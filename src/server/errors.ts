// The one error type handlers throw: the error handler turns it into the JSON body of the
// contract's Error schema ({ message, code?, errors? }).
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
    public readonly errors?: FieldError[],
    /** Extra response headers, e.g. Retry-After on a 429. */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Messages shared by several modules; kept here so the wording stays identical everywhere. */
export const messages = {
  unauthorized: 'Sesión no válida o expirada',
  forbidden: 'No tienes permisos para realizar esta acción',
  notFound: 'Recurso no encontrado',
  serverError: 'Error en servidor: Contacte a soporte',
  /** The spec's 'An error occurred or email is already taken', in Spanish like every message. */
  emailTaken: 'Ocurrió un error o el correo ya está registrado',
  unavailable: 'Servicio no disponible, intenta de nuevo en unos segundos',
  storageUnavailable: 'El almacenamiento de archivos no responde, intenta de nuevo en unos minutos',
  statementTimeout:
    'La consulta tardó demasiado y se canceló: acota el periodo o intenta de nuevo más tarde',
} as const;

/** Seconds a client is told to wait (Retry-After) when a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

export const unauthorized = () => new HttpError(401, messages.unauthorized, 'unauthorized');
/** Refused by the operation's x-access declaration (only the access hooks throw this). */
export const forbidden = () => new HttpError(403, messages.forbidden, 'forbidden');
/**
 * Allowed to call the operation, but not on this resource (another customer's folder, say).
 * A distinct code keeps the access gate able to tell declared refusals from resource ones.
 */
export const outOfScope = (message: string = messages.forbidden) =>
  new HttpError(403, message, 'out_of_scope');
export const notFound = (message: string = messages.notFound) =>
  new HttpError(404, message, 'not_found');
