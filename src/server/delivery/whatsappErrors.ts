// How a Cloud API failure is told to the user and whether trying again can help. Throttling,
// outages and network trouble pass; a refusal of this message (template, number, the 24-hour
// window) would only be refused again.
import { DeliveryError } from './types';

/** The error object of a Graph API answer (and of a failed status in the webhook). */
export interface WhatsappProviderError {
  code?: number;
  title?: string;
  message?: string;
  error_user_title?: string;
  error_data?: { details?: string };
}

/** Codes that mean "too many, slow down": worth another try later. */
const THROTTLING_CODES = new Set([4, 80007, 130429, 131048, 131056]);
/** Codes that mean a passing trouble on Meta's side. */
const TRANSIENT_CODES = new Set([1, 2, 131000, 131016]);

/** Default pause when the provider throttles without saying for how long. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

const KNOWN_REASONS: Record<number, string> = {
  0: 'no se pudo autenticar con WhatsApp',
  10: 'la cuenta no tiene permiso para enviar mensajes',
  100: 'un parámetro de la solicitud no es válido',
  190: 'el token de acceso no es válido o expiró',
  200: 'la cuenta no tiene permiso para enviar mensajes',
  368: 'la cuenta está bloqueada temporalmente por infringir las políticas',
  131008: 'falta un parámetro obligatorio',
  131009: 'un parámetro no es válido',
  131021: 'el remitente y el destinatario son el mismo número',
  131026: 'el número no puede recibir el mensaje (no usa WhatsApp o no aceptó las condiciones)',
  131031: 'la cuenta de WhatsApp Business está bloqueada',
  131042: 'hay un problema con el método de pago de la cuenta',
  131045: 'el número de teléfono remitente no está registrado',
  131047: 'fuera de la ventana de 24 horas',
  131049: 'Meta no entregó el mensaje para cuidar la experiencia del destinatario',
  131050: 'el destinatario dejó de recibir mensajes de la empresa',
  131051: 'el tipo de mensaje no está soportado',
  131052: 'WhatsApp no pudo descargar el archivo',
  131053: 'WhatsApp no aceptó el archivo',
  132000: 'el número de parámetros no coincide con la plantilla',
  132001: 'la plantilla no existe en ese idioma o no está aprobada',
  132005: 'el texto de la plantilla con sus parámetros es demasiado largo',
  132007: 'el contenido infringe las políticas de plantillas',
  132012: 'el formato de los parámetros no coincide con la plantilla',
  132015: 'la plantilla está pausada por su baja calidad',
  132016: 'la plantilla está desactivada',
  132068: 'el flujo de la plantilla está bloqueado',
  132069: 'el flujo de la plantilla está limitado',
};

function describe(code: number | undefined, title: string | undefined): string {
  if (code !== undefined && KNOWN_REASONS[code]) return KNOWN_REASONS[code];
  if (code !== undefined && code >= 132000 && code < 133000) {
    return `la plantilla no es válida${title ? ` (${title})` : ''}`;
  }
  return title ? `«${title}»` : 'motivo no indicado';
}

/** 'WhatsApp rechazó el mensaje: fuera de la ventana de 24 horas (131047)'. */
export function rejectionReason(error: WhatsappProviderError | undefined, status?: number): string {
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const title = error?.title ?? error?.error_user_title ?? error?.message;
  const label = code !== undefined ? String(code) : status !== undefined ? `HTTP ${status}` : null;
  return `WhatsApp rechazó el mensaje: ${describe(code, title)}${label ? ` (${label})` : ''}`;
}

/** Seconds from a Retry-After header (seconds or an HTTP date); undefined when absent or bad. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The DeliveryError for a non-2xx answer of the Cloud API. */
export function classifyHttpFailure(
  status: number,
  error: WhatsappProviderError | undefined,
  retryAfterHeader: string | null,
): DeliveryError {
  const code = typeof error?.code === 'number' ? error.code : undefined;
  if (status === 429 || (code !== undefined && THROTTLING_CODES.has(code))) {
    return new DeliveryError(
      `WhatsApp pidió esperar antes de enviar más mensajes (${code ?? `HTTP ${status}`})`,
      {
        retryable: true,
        retryAfterSeconds: parseRetryAfter(retryAfterHeader) ?? DEFAULT_RETRY_AFTER_SECONDS,
      },
    );
  }
  if (status >= 500 || (code !== undefined && TRANSIENT_CODES.has(code))) {
    const retryAfterSeconds = parseRetryAfter(retryAfterHeader);
    return new DeliveryError(
      `WhatsApp no está disponible por ahora (${code !== undefined ? code : `HTTP ${status}`})`,
      { retryable: true, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) },
    );
  }
  return new DeliveryError(rejectionReason(error, status), { retryable: false });
}

/** The DeliveryError for a request that got no answer (network, timeout, cancelled). */
export function classifyNetworkFailure(error: unknown, timedOut: boolean): DeliveryError {
  return new DeliveryError(
    timedOut ? 'WhatsApp no respondió a tiempo' : 'No se pudo conectar con WhatsApp',
    { retryable: true, cause: error },
  );
}
