// Which Cloud API failures are worth another try, and how each is told to the user.
import { classifyHttpFailure, DEFAULT_RETRY_AFTER_SECONDS } from '@/server/delivery/whatsappErrors';

it.each([
  [
    400,
    { code: 131026, title: 'Message undeliverable' },
    false,
    'WhatsApp rechazó el mensaje: el número no puede recibir el mensaje (no usa WhatsApp o no aceptó las condiciones) (131026)',
  ],
  [
    400,
    { code: 131047, title: 'Re-engagement message' },
    false,
    'WhatsApp rechazó el mensaje: fuera de la ventana de 24 horas (131047)',
  ],
  [
    404,
    { code: 132001, title: 'Template name does not exist in the translation' },
    false,
    'WhatsApp rechazó el mensaje: la plantilla no existe en ese idioma o no está aprobada (132001)',
  ],
  [
    400,
    { code: 132999, title: 'Template oddity' },
    false,
    'WhatsApp rechazó el mensaje: la plantilla no es válida (Template oddity) (132999)',
  ],
  [
    400,
    { code: 100, message: '(#100) Invalid parameter' },
    false,
    'WhatsApp rechazó el mensaje: un parámetro de la solicitud no es válido (100)',
  ],
  [403, undefined, false, 'WhatsApp rechazó el mensaje: motivo no indicado (HTTP 403)'],
  [
    400,
    { code: 130429, message: 'Rate limit hit' },
    true,
    'WhatsApp pidió esperar antes de enviar más mensajes (130429)',
  ],
  [
    400,
    { code: 131056, message: 'Pair rate limit hit' },
    true,
    'WhatsApp pidió esperar antes de enviar más mensajes (131056)',
  ],
  [503, undefined, true, 'WhatsApp no está disponible por ahora (HTTP 503)'],
  [
    400,
    { code: 131000, message: 'Something went wrong' },
    true,
    'WhatsApp no está disponible por ahora (131000)',
  ],
] as const)('HTTP %i %j -> retryable %s', (status, error, retryable, reason) => {
  expect(classifyHttpFailure(status, error, null)).toMatchObject({ retryable, reason });
});

it('waits a default time when a throttle gives no Retry-After', () => {
  expect(classifyHttpFailure(429, undefined, null).retryAfterSeconds).toBe(
    DEFAULT_RETRY_AFTER_SECONDS,
  );
  expect(classifyHttpFailure(429, undefined, '7').retryAfterSeconds).toBe(7);
  expect(classifyHttpFailure(503, undefined, '12').retryAfterSeconds).toBe(12);
  expect(classifyHttpFailure(400, { code: 131047 }, '12').retryAfterSeconds).toBeUndefined();
});
