// Width and height of a PNG or JPEG from its first bytes, without decoding the image: the
// server checks uploaded photos with it (300x300 px), and the client checks a
// chosen file before sending it. Pure; no imports.

export type ImageKind = 'png' | 'jpeg';

export interface ImageDimensions {
  kind: ImageKind;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function readUint32(bytes: Uint8Array, offset: number): number {
  return (
    ((bytes[offset]! << 24) >>> 0) +
    (bytes[offset + 1]! << 16) +
    (bytes[offset + 2]! << 8) +
    bytes[offset + 3]!
  );
}

const readUint16 = (bytes: Uint8Array, offset: number) =>
  (bytes[offset]! << 8) + bytes[offset + 1]!;

function pngDimensions(bytes: Uint8Array): ImageDimensions | null {
  // Signature, then the IHDR chunk: length (4), type 'IHDR' (4), width (4), height (4).
  if (bytes.length < 24 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  const type = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
  if (type !== 'IHDR') return null;
  return { kind: 'png', width: readUint32(bytes, 16), height: readUint32(bytes, 20) };
}

/** Start-of-frame markers carry the size: SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan before a frame
    const length = readUint16(bytes, offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return {
        kind: 'jpeg',
        height: readUint16(bytes, offset + 5),
        width: readUint16(bytes, offset + 7),
      };
    }
    offset += 2 + length;
  }
  return null;
}

/** null when the bytes are neither a PNG nor a JPEG whose size can be read. */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  return pngDimensions(bytes) ?? jpegDimensions(bytes);
}

/** The photo rules for station brand photos, user photos and the company picture. */
export const PHOTO_RULES = { width: 300, height: 300, maxBytes: 5 * 1024 * 1024 } as const;

export type PhotoProblem = 'format' | 'dimensions' | 'size';

export const PHOTO_MESSAGES: Record<PhotoProblem, string> = {
  format: 'La foto debe ser una imagen PNG o JPEG',
  dimensions: 'La foto debe medir 300x300 px',
  size: 'La foto debe pesar como máximo 5 MB',
};

/** What is wrong with a photo, or null when it meets the rules. */
export function photoProblem(bytes: Uint8Array, totalBytes = bytes.length): PhotoProblem | null {
  if (totalBytes > PHOTO_RULES.maxBytes) return 'size';
  const dimensions = imageDimensions(bytes);
  if (!dimensions) return 'format';
  if (dimensions.width !== PHOTO_RULES.width || dimensions.height !== PHOTO_RULES.height) {
    return 'dimensions';
  }
  return null;
}

/** The same check on a file the user picked, before it is sent. */
export async function photoFileProblem(file: Blob): Promise<PhotoProblem | null> {
  if (file.size > PHOTO_RULES.maxBytes) return 'size';
  return photoProblem(await bytesOf(file), file.size);
}

/** Blob.arrayBuffer where there is one (browsers); FileReader otherwise (older engines). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') {
    return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}
