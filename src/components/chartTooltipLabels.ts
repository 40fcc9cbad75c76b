// Spanish names the composed chart's tooltip gives to well-known data keys:
// mood surveys (morning and afternoon), productivity, the day's
// objective. A series without an entry here is labelled by its own name.
export const CHART_TOOLTIP_LABELS: Readonly<Record<string, string>> = {
  // Morning mood.
  optimistic: 'Optimisma',
  happy: 'Contento',
  relaxed: 'Relajado',
  tense: 'Tenso',
  resigned: 'Resignado',
  upset: 'Disgustado',
  // Afternoon mood.
  satisfied: 'Satisfecho',
  bored: 'Aburrido',
  frustrated: 'Frustrado',
  // Productivity.
  productive: 'Productivas',
  no_productive: 'No productivas',
  unrated: 'No calificadas',
  objective: 'Objetivo del día',
  mood: 'Estado de animo',
};

export function tooltipLabel(key: string, fallback: string): string {
  return CHART_TOOLTIP_LABELS[key] ?? fallback;
}
