// Where a station is, written one way on every screen and PDF: its address, city and state,
// comma-separated, each part once. A part (or a comma-separated piece of the address) equal to
// one already written, ignoring case and accents, is skipped: an address 'Querétaro, Querétaro'
// in the city of Querétaro, state of Querétaro, reads 'Querétaro'. Empty parts are left out.

export interface StationPlace {
  address?: string | null;
  city?: string | null;
  state?: string | null;
}

// 'base': Querétaro = QUERETARO, but ñ stays a letter of its own (Peñón is not Penon).
const collator = new Intl.Collator('es', { sensitivity: 'base', usage: 'search' });

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

export function formatStationLocation({ address, city, state }: StationPlace): string {
  const written: string[] = [];
  for (const part of [address, city, state]) {
    for (const piece of (part ?? '').split(',')) {
      const text = tidy(piece);
      if (text && !written.some((w) => collator.compare(w, text) === 0)) written.push(text);
    }
  }
  return written.join(', ');
}
