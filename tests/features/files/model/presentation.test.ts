// The pptx preview's parser on real packages built here with JSZip, and on hostile ones.
import JSZip from 'jszip';
import {
  parsePresentation,
  pictureTypeOf,
  PRESENTATION_LIMITS,
  resolvePart,
  type PresentationLimits,
} from '@/features/files/model/presentation';

// A 1x1 PNG.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

const REL_SLIDE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide';
const REL_IMAGE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';

function slideXml(paragraphs: string[][], blips: string[] = []): string {
  const body = paragraphs
    .map(
      (runs) =>
        `<a:p><a:pPr lvl="0"/>${runs.map((r) => `<a:r><a:rPr lang="es-MX"/><a:t>${r}</a:t></a:r>`).join('')}</a:p>`,
    )
    .join('');
  const pics = blips
    .map((id) => `<p:pic><p:blipFill><a:blip r:embed="${id}"/></p:blipFill></p:pic>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/>${body}<a:p><a:endParaRPr/></a:p></p:txBody></p:sp>${pics}</p:spTree></p:cSld></p:sld>`;
}

function rels(entries: { id: string; type: string; target: string; external?: boolean }[]) {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${entries
    .map(
      (e) =>
        `<Relationship Id="${e.id}" Type="${e.type}" Target="${e.target}"${e.external ? ' TargetMode="External"' : ''}/>`,
    )
    .join('')}</Relationships>`;
}

/** A two-slide deck whose presentation order (slide2, slide1) differs from the file names. */
function deck(): JSZip {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file(
    'ppt/presentation.xml',
    `<p:presentation xmlns:p="p" xmlns:r="r"><p:sldIdLst><p:sldId id="256" r:id="rId3"/><p:sldId id="257" r:id="rId2"/></p:sldIdLst></p:presentation>`,
  );
  zip.file(
    'ppt/_rels/presentation.xml.rels',
    rels([
      { id: 'rId2', type: REL_SLIDE, target: 'slides/slide1.xml' },
      { id: 'rId3', type: REL_SLIDE, target: 'slides/slide2.xml' },
    ]),
  );
  zip.file(
    'ppt/slides/slide1.xml',
    slideXml(
      [['Precios de ', 'enero'], ['Magna &amp; Premium &lt;2022&gt;']],
      ['rIdA', 'rIdB', 'rIdC', 'rIdD', 'rIdA'],
    ),
  );
  zip.file(
    'ppt/slides/_rels/slide1.xml.rels',
    rels([
      { id: 'rIdA', type: REL_IMAGE, target: '../media/image1.png' },
      { id: 'rIdB', type: REL_IMAGE, target: '../media/image2.svg' },
      { id: 'rIdC', type: REL_IMAGE, target: 'https://example.com/x.png', external: true },
      { id: 'rIdD', type: REL_IMAGE, target: '../../../../etc/passwd' },
    ]),
  );
  zip.file('ppt/slides/slide2.xml', slideXml([['Portada']]));
  zip.file('ppt/media/image1.png', PNG);
  zip.file('ppt/media/image2.svg', SVG);
  return zip;
}

const pack = (zip: JSZip) => zip.generateAsync({ type: 'arraybuffer', compression: 'DEFLATE' });

describe('parsePresentation', () => {
  it("reads each slide's text and pictures in presentation order", async () => {
    const parsed = await parsePresentation(await pack(deck()));
    expect(parsed.slides.map((slide) => slide.paragraphs)).toEqual([
      ['Portada'],
      ['Precios de enero', 'Magna & Premium <2022>'],
    ]);
    expect(parsed.slides[0]!.pictures).toEqual([]);
    // The PNG once (referenced twice); the SVG, the external link and the escaping path are
    // left out.
    const pictures = parsed.slides[1]!.pictures;
    expect(pictures.map((picture) => picture.type)).toEqual(['image/png']);
    expect(new Uint8Array(pictures[0]!.data)).toEqual(PNG);
    expect(parsed.omittedSlides).toBe(0);
    expect(parsed.thumbnail).toBeNull();
  });

  it('caps the slides and the pictures per slide', async () => {
    const limits = { ...PRESENTATION_LIMITS, slides: 1 };
    const parsed = await parsePresentation(await pack(deck()), limits);
    expect(parsed.slides).toHaveLength(1);
    expect(parsed.omittedSlides).toBe(1);

    const noPictures = { ...PRESENTATION_LIMITS, picturesPerSlide: 0 };
    const bare = await parsePresentation(await pack(deck()), noPictures);
    expect(bare.slides[1]!.pictures).toEqual([]);
  });

  it('leaves out a picture over its cap but keeps the slide', async () => {
    const limits = { ...PRESENTATION_LIMITS, pictureBytes: PNG.length - 1 };
    const parsed = await parsePresentation(await pack(deck()), limits);
    expect(parsed.slides[1]!.paragraphs).toHaveLength(2);
    expect(parsed.slides[1]!.pictures).toEqual([]);
  });

  it('orders slides by number when the presentation part is missing', async () => {
    const zip = deck();
    zip.remove('ppt/presentation.xml');
    const parsed = await parsePresentation(await pack(zip));
    expect(parsed.slides.map((slide) => slide.paragraphs[0])).toEqual([
      'Precios de enero',
      'Portada',
    ]);
  });

  it('falls back to the embedded thumbnail when no slide can be read', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('docProps/thumbnail.jpeg', JPEG);
    const parsed = await parsePresentation(await pack(zip));
    expect(parsed.slides).toEqual([]);
    expect(parsed.thumbnail?.type).toBe('image/jpeg');

    // With readable slides the thumbnail is not needed, nor read.
    const both = deck();
    both.file('docProps/thumbnail.jpeg', JPEG);
    expect((await parsePresentation(await pack(both))).thumbnail).toBeNull();
  });

  it('rejects a package with nothing to show (no slides, no thumbnail)', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('ppt/slides/slide1.xml', slideXml([]));
    await expect(parsePresentation(await pack(zip))).rejects.toThrow('nothing to preview');
  });

  it('rejects what is not a zip', async () => {
    const text = new TextEncoder().encode('esto no es una presentación').buffer as ArrayBuffer;
    await expect(parsePresentation(text)).rejects.toThrow('not a presentation package');
  });

  it('rejects a file over the size cap without opening it', async () => {
    const data = await pack(deck());
    const limits = { ...PRESENTATION_LIMITS, fileBytes: data.byteLength - 1 };
    await expect(parsePresentation(data, limits)).rejects.toThrow('presentation too large');
  });

  /** A slide that inflates from a few KB to `size` bytes. */
  async function bomb(size: number): Promise<ArrayBuffer> {
    const zip = deck();
    const filler = `<a:p><a:r><a:t>${'0'.repeat(size)}</a:t></a:r></a:p>`;
    zip.file('ppt/slides/slide2.xml', filler);
    return pack(zip);
  }
  const small: PresentationLimits = { ...PRESENTATION_LIMITS, partBytes: 1024 * 1024 };

  it('refuses a zip bomb by the sizes its headers declare', async () => {
    const data = await bomb(8 * 1024 * 1024);
    expect(data.byteLength).toBeLessThan(64 * 1024);
    await expect(parsePresentation(data, small)).rejects.toThrow('part too large');
  });

  it('stops inflating a zip bomb whose headers lie about its size', async () => {
    const data = new Uint8Array(await bomb(8 * 1024 * 1024));
    // Claim 100 bytes for slide2.xml in its local header and the central directory.
    const view = new DataView(data.buffer);
    const name = new TextEncoder().encode('ppt/slides/slide2.xml');
    const named = (at: number, nameAt: number) =>
      name.every((byte, i) => data[at + nameAt + i] === byte);
    let patched = 0;
    for (let at = 0; at < data.length - 46; at += 1) {
      const signature = view.getUint32(at, true);
      if (signature === 0x04034b50 && named(at, 30)) view.setUint32(at + 22, 100, true);
      else if (signature === 0x02014b50 && named(at, 46)) view.setUint32(at + 24, 100, true);
      else continue;
      patched += 1;
    }
    expect(patched).toBe(2);
    await expect(parsePresentation(data.buffer, small)).rejects.toThrow('part too large');
  });

  it('refuses more unpacked bytes in all than the total cap', async () => {
    const limits = { ...PRESENTATION_LIMITS, totalBytes: 1024 };
    await expect(parsePresentation(await bomb(4096), limits)).rejects.toThrow(
      'too large once unpacked',
    );
  });

  it('gives up past its time limit', async () => {
    const data = await pack(deck());
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      await expect(
        parsePresentation(data, { ...PRESENTATION_LIMITS, timeMs: 2500 }),
      ).rejects.toThrow('timed out');
    } finally {
      clock.mockRestore();
    }
  });
});

describe('package paths and picture types', () => {
  it('resolves relationship targets inside the package only', () => {
    expect(resolvePart('ppt/slides/', '../media/image1.png')).toBe('ppt/media/image1.png');
    expect(resolvePart('ppt/', 'slides/slide1.xml')).toBe('ppt/slides/slide1.xml');
    expect(resolvePart('ppt/slides/', '/ppt/media/a.png')).toBe('ppt/media/a.png');
    expect(resolvePart('ppt/slides/', '../../../etc/passwd')).toBeNull();
  });

  it('knows pictures by their bytes, not their names', () => {
    expect(pictureTypeOf(PNG)).toBe('image/png');
    expect(pictureTypeOf(JPEG)).toBe('image/jpeg');
    expect(pictureTypeOf(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(pictureTypeOf(SVG)).toBeNull();
  });
});
