// The detail's search box keeps the tiles whose camera name or station holds the text,
// ignoring accents and case ('isla' finds 'Isla 1', 'queretaro' finds 'Querétaro').

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function matchesTile(
  tile: { name: string; station: string | null },
  search: string,
): boolean {
  const wanted = fold(search);
  if (!wanted) return true;
  return fold(tile.name).includes(wanted) || fold(tile.station ?? '').includes(wanted);
}
