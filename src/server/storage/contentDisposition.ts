// Content-Disposition for downloads (RFC 6266): an ASCII fallback name for old clients and the
// exact UTF-8 name (filename*) for everyone else, so 'Reporte diario Estación 1.pdf' keeps its
// accents and spaces when saved.

/** 'Estación "Centro".pdf' -> 'Estacion _Centro_.pdf' */
function asciiFallback(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** RFC 5987 value: UTF-8, percent-encoded beyond the attr-char set. */
function extendedValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(
  name: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${extendedValue(name)}`;
}
