// What a file is, from its extension (case-insensitive): the icon of the list
// (PDF, otherwise CSV) and the kind of preview (unknown = unsupported).

export type PreviewKind = 'image' | 'pdf' | 'csv' | 'spreadsheet' | 'docx' | 'pptx' | 'unsupported';

const PREVIEW_KINDS: Record<string, PreviewKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  bmp: 'image',
  pdf: 'pdf',
  csv: 'csv',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  docx: 'docx',
  pptx: 'pptx',
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The spec's preview types; anything else is unsupported. */
export function previewKindOf(name: string): PreviewKind {
  return PREVIEW_KINDS[extensionOf(name)] ?? 'unsupported';
}

/** Whether a preview can be shown: every type of the spec's list. */
export function canPreview(kind: PreviewKind): boolean {
  return kind !== 'unsupported';
}

/** A PDF icon if the name ends in .pdf, otherwise a CSV icon. */
export function fileIconOf(name: string): 'pdf' | 'csv' {
  return name.toLowerCase().endsWith('.pdf') ? 'pdf' : 'csv';
}
