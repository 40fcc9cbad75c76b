// What the preview dialog shows, and the services that make it (its states: normal, error,
// unsupported). The heavy renderers (pdf.js, docx-preview, xlsx and
// pptx in workers) are services so they load only when a preview needs them, and so tests and stories
// can stand in for them.

export interface Sheet {
  name: string;
  /** First row = header. */
  rows: string[][];
  /** More rows exist than are shown. */
  truncated: boolean;
}

import type { ParsedPresentation } from './presentation';

/** A presentation slide as the dialog shows it: its text and its pictures' object URLs. */
export interface SlideView {
  paragraphs: string[];
  pictureUrls: string[];
}

export type PreviewContent =
  | { kind: 'image'; url: string }
  | { kind: 'pdf'; data: ArrayBuffer }
  | { kind: 'table'; sheets: Sheet[] }
  | { kind: 'docx'; data: ArrayBuffer }
  | { kind: 'slides'; slides: SlideView[]; omittedSlides: number; thumbnailUrl: string | null };

export type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; content: PreviewContent }
  | { status: 'error' }
  | { status: 'unsupported' };

/** Renders a document into a container; rejects when it cannot. */
export type DocumentRenderer = (data: ArrayBuffer, container: HTMLElement) => Promise<void>;

export interface PreviewServices {
  parseSpreadsheet(data: ArrayBuffer): Promise<Sheet[]>;
  parsePresentation(data: ArrayBuffer): Promise<ParsedPresentation>;
  renderPdf: DocumentRenderer;
  renderDocx: DocumentRenderer;
}

/** Larger files are not previewed (download them instead). */
export const PREVIEW_MAX_BYTES = 30 * 1024 * 1024;
