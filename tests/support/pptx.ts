// A small but real PowerPoint package for preview tests: slides with text runs and, optionally,
// a picture, in the parts and relationships PowerPoint writes.
import JSZip from 'jszip';

export interface TestSlide {
  paragraphs: string[];
  /** PNG bytes shown on the slide. */
  picture?: Uint8Array;
}

/** A 1x1 PNG. */
export const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const relationships = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`;
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export async function buildPptx(slides: TestSlide[]): Promise<Uint8Array<ArrayBuffer>> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file(
    'ppt/presentation.xml',
    `<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="${REL}"><p:sldIdLst>${slides
      .map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 1}"/>`)
      .join('')}</p:sldIdLst></p:presentation>`,
  );
  zip.file(
    'ppt/_rels/presentation.xml.rels',
    relationships(
      slides
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="${REL}/slide" Target="slides/slide${i + 1}.xml"/>`,
        )
        .join(''),
    ),
  );
  slides.forEach((slide, i) => {
    const n = i + 1;
    const text = slide.paragraphs
      .map((p) => `<a:p><a:r><a:rPr lang="es-MX"/><a:t>${escape(p)}</a:t></a:r></a:p>`)
      .join('');
    const picture = slide.picture
      ? '<p:pic><p:blipFill><a:blip r:embed="rIdPic"/></p:blipFill></p:pic>'
      : '';
    zip.file(
      `ppt/slides/slide${n}.xml`,
      `<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${text}</p:txBody></p:sp>${picture}</p:spTree></p:cSld></p:sld>`,
    );
    if (slide.picture) {
      zip.file(`ppt/media/image${n}.png`, slide.picture);
      zip.file(
        `ppt/slides/_rels/slide${n}.xml.rels`,
        relationships(
          `<Relationship Id="rIdPic" Type="${REL}/image" Target="../media/image${n}.png"/>`,
        ),
      );
    }
  });
  return new Uint8Array(await zip.generateAsync({ type: 'arraybuffer', compression: 'DEFLATE' }));
}
