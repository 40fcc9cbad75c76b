// PowerPoint (pptx) for the preview: each slide's text and pictures, read from the package with
// JSZip. Runs in a Web Worker in the browser (workers/presentationWorker.ts), so it cannot use
// DOMParser: the few parts it needs are read with patterns. The file is untrusted: the package,
// every part and the whole unpacked are capped (counted while inflating, so a zip bomb stops
// early whatever its headers claim), there is a time limit, and only pictures whose bytes are
// PNG, JPEG, GIF, BMP or WebP are kept (no SVG: it can carry scripts).
import JSZip from 'jszip';

export interface SlidePicture {
  /** MIME type sniffed from the bytes. */
  type: string;
  data: ArrayBuffer;
}

export interface ParsedSlide {
  /** Text paragraphs in reading order (the a:t runs of each a:p). */
  paragraphs: string[];
  pictures: SlidePicture[];
}

export interface ParsedPresentation {
  slides: ParsedSlide[];
  /** Slides left out beyond the cap. */
  omittedSlides: number;
  /** The package's own preview (docProps/thumbnail.jpeg), read only when no slide shows. */
  thumbnail: SlidePicture | null;
}

export interface PresentationLimits {
  /** The .pptx file itself. */
  fileBytes: number;
  /** One XML part once unpacked. */
  partBytes: number;
  /** One picture once unpacked; larger ones are left out. */
  pictureBytes: number;
  /** Everything unpacked together. */
  totalBytes: number;
  slides: number;
  picturesPerSlide: number;
  /** Time allowed for the whole parse. */
  timeMs: number;
}

export const PRESENTATION_LIMITS: PresentationLimits = {
  fileBytes: 30 * 1024 * 1024,
  partBytes: 4 * 1024 * 1024,
  pictureBytes: 8 * 1024 * 1024,
  totalBytes: 80 * 1024 * 1024,
  slides: 100,
  picturesPerSlide: 6,
  timeMs: 20_000,
};

export class PresentationError extends Error {
  override name = 'PresentationError';
}

// JSZip's own streaming API and entry sizes, which its typings leave out.
interface ChunkStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): ChunkStream;
  on(event: 'error', listener: (error: Error) => void): ChunkStream;
  on(event: 'end', listener: () => void): ChunkStream;
  pause(): ChunkStream;
  resume(): ChunkStream;
}
interface ZipEntry {
  internalStream(type: 'uint8array'): ChunkStream;
  _data?: { uncompressedSize?: number };
}

/** Unpacks parts under the caps, counting every byte as it is inflated. */
class PartReader {
  private used = 0;
  private readonly deadline: number;

  constructor(
    private readonly zip: JSZip,
    private readonly limits: PresentationLimits,
    now: number,
  ) {
    this.deadline = now + limits.timeMs;
  }

  checkTime() {
    if (Date.now() > this.deadline) throw new PresentationError('presentation parse timed out');
  }

  has(path: string): boolean {
    return this.zip.file(path) !== null;
  }

  /** The part's bytes; null when missing; rejects past a cap (`oversized` says which). */
  async bytes(path: string, max: number): Promise<Uint8Array | null> {
    this.checkTime();
    const entry = this.zip.file(path) as unknown as ZipEntry | null;
    if (!entry) return null;
    const declared = entry._data?.uncompressedSize ?? 0;
    if (declared > max) throw new OversizedPart(path);
    if (this.used + declared > this.limits.totalBytes)
      throw new PresentationError('presentation too large once unpacked');
    const chunks: Uint8Array[] = [];
    let size = 0;
    await new Promise<void>((resolve, reject) => {
      const stream = entry.internalStream('uint8array');
      stream
        .on('data', (chunk) => {
          size += chunk.length;
          this.used += chunk.length;
          // The headers may lie: stop inflating as soon as a cap is passed.
          if (size > max) {
            stream.pause();
            reject(new OversizedPart(path));
          } else if (this.used > this.limits.totalBytes) {
            stream.pause();
            reject(new PresentationError('presentation too large once unpacked'));
          } else chunks.push(chunk);
        })
        .on('error', reject)
        .on('end', () => resolve())
        .resume();
    });
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.length;
    }
    return whole;
  }

  async text(path: string): Promise<string | null> {
    const data = await this.bytes(path, this.limits.partBytes);
    return data && new TextDecoder('utf-8').decode(data);
  }
}

class OversizedPart extends PresentationError {
  constructor(path: string) {
    super(`part too large: ${path}`);
  }
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code >= 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return ENTITIES[name] ?? whole;
  });
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single] of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attributes[name!] = decodeXml(double ?? single ?? '');
  return attributes;
}

/** Relationship id → target part path (external links are left out). */
function relationshipsOf(xml: string, partDir: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [tag] of xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const { Id: id, Target: target, TargetMode: mode } = attributesOf(tag);
    if (!id || !target || mode === 'External') continue;
    const path = resolvePart(partDir, target);
    if (path) targets.set(id, path);
  }
  return targets;
}

/** A relationship target as a path inside the package; null when it would leave it. */
export function resolvePart(partDir: string, target: string): string | null {
  const segments = target.startsWith('/') ? [] : partDir.split('/').filter(Boolean);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.join('/');
}

const dirOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
const relsOf = (path: string) =>
  `${dirOf(path)}_rels/${path.slice(path.lastIndexOf('/') + 1)}.rels`;

/** The picture's MIME type from its first bytes, when it is one the preview shows. */
export function pictureTypeOf(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x42, 0x4d)) return 'image/bmp';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP')
    return 'image/webp';
  return null;
}

function paragraphsOf(xml: string): string[] {
  const paragraphs: string[] = [];
  for (const [paragraph] of xml.matchAll(/<a:p>[\s\S]*?<\/a:p>|<a:p\s[^>]*[^/]>[\s\S]*?<\/a:p>/g)) {
    const text = [...paragraph.matchAll(/<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>|<a:br\b[^>]*\/>/g)]
      .map(([whole, run]) => (whole.startsWith('<a:br') ? '\n' : decodeXml(run ?? '')))
      .join('')
      .trim();
    if (text) paragraphs.push(text);
  }
  return paragraphs;
}

/** The slide parts in presentation order; by number when the presentation part is missing. */
async function slidePathsOf(reader: PartReader, zip: JSZip): Promise<string[]> {
  const presentation = await reader.text('ppt/presentation.xml');
  const rels = await reader.text('ppt/_rels/presentation.xml.rels');
  if (presentation && rels) {
    const targets = relationshipsOf(rels, 'ppt/');
    const ordered = [...presentation.matchAll(/<p:sldId\b[^>]*>/g)]
      .map(([tag]) => targets.get(attributesOf(tag)['r:id'] ?? ''))
      .filter((path): path is string => path !== undefined && reader.has(path));
    if (ordered.length > 0) return ordered;
  }
  const numberOf = (path: string) => Number(/slide(\d+)\.xml$/.exec(path)?.[1]);
  return Object.keys(zip.files)
    .filter((path) => /^ppt\/slides\/slide\d+\.xml$/.test(path))
    .sort((a, b) => numberOf(a) - numberOf(b));
}

async function pictureAt(
  reader: PartReader,
  path: string,
  limits: PresentationLimits,
): Promise<SlidePicture | null> {
  let bytes: Uint8Array | null;
  try {
    bytes = await reader.bytes(path, limits.pictureBytes);
  } catch (error) {
    // A picture too large is left out; the slide's text still shows.
    if (error instanceof OversizedPart) return null;
    throw error;
  }
  const type = bytes && pictureTypeOf(bytes);
  return bytes && type
    ? {
        type,
        data: bytes.buffer.slice(
          bytes.byteOffset,
          bytes.byteOffset + bytes.byteLength,
        ) as ArrayBuffer,
      }
    : null;
}

async function slideAt(
  reader: PartReader,
  path: string,
  limits: PresentationLimits,
): Promise<ParsedSlide> {
  const xml = (await reader.text(path)) ?? '';
  const rels = await reader.text(relsOf(path));
  const targets = rels ? relationshipsOf(rels, dirOf(path)) : new Map<string, string>();
  const pictures: SlidePicture[] = [];
  const seen = new Set<string>();
  for (const [tag] of xml.matchAll(/<a:blip\b[^>]*>/g)) {
    if (pictures.length >= limits.picturesPerSlide) break;
    const target = targets.get(attributesOf(tag)['r:embed'] ?? '');
    if (!target || seen.has(target)) continue;
    seen.add(target);
    const picture = await pictureAt(reader, target, limits);
    if (picture) pictures.push(picture);
  }
  return { paragraphs: paragraphsOf(xml), pictures };
}

/** Rejects a file that is not a presentation, too large, too slow, or with nothing to show. */
export async function parsePresentation(
  data: ArrayBuffer,
  limits: PresentationLimits = PRESENTATION_LIMITS,
): Promise<ParsedPresentation> {
  const started = Date.now();
  if (data.byteLength > limits.fileBytes) throw new PresentationError('presentation too large');
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data);
  } catch {
    throw new PresentationError('not a presentation package');
  }
  const reader = new PartReader(zip, limits, started);
  const paths = await slidePathsOf(reader, zip);
  const slides: ParsedSlide[] = [];
  for (const path of paths.slice(0, limits.slides))
    slides.push(await slideAt(reader, path, limits));
  const shows = slides.some((slide) => slide.paragraphs.length > 0 || slide.pictures.length > 0);
  if (shows)
    return { slides, omittedSlides: Math.max(0, paths.length - limits.slides), thumbnail: null };
  // No slide to show: the package's own picture of its first slide, if it kept one.
  const thumbnail = await pictureAt(reader, 'docProps/thumbnail.jpeg', limits);
  if (!thumbnail) throw new PresentationError('nothing to preview in the presentation');
  return { slides: [], omittedSlides: 0, thumbnail };
}
