// Why a camera's ffmpeg stopped, in words an operator can act on, for cameras.stream_error.
// Built from known ffmpeg messages only: its raw output may carry the source's address and
// password, which must never reach the database or a browser.
const KNOWN_FAILURES: Array<[RegExp, string]> = [
  [/401|unauthorized|authorization failed/i, 'La cámara rechazó el usuario o la contraseña.'],
  [/404|not found/i, 'La cámara no tiene esa ruta de video (404).'],
  [/connection refused/i, 'La cámara rechazó la conexión (¿puerto o dirección incorrectos?).'],
  [/timed out|timeout/i, 'La cámara no respondió a tiempo.'],
  [
    /no route to host|network is unreachable|name or service not known|resolve/i,
    'No se encontró la cámara en la red.',
  ],
  [
    /invalid data found|could not find codec|unsupported/i,
    'La cámara envía un formato de video no soportado.',
  ],
  [/ENOENT|EACCES/, 'No se pudo ejecutar ffmpeg en el servidor.'],
];

export function describeFfmpegFailure(code: number | null, stderrTail: string[]): string {
  const text = stderrTail.join('\n');
  for (const [pattern, message] of KNOWN_FAILURES) if (pattern.test(text)) return message;
  return code === null
    ? 'La transmisión de la cámara se interrumpió.'
    : `La transmisión de la cámara se interrumpió (ffmpeg terminó con código ${code}).`;
}
