// Loads what the preview dialog shows: signs the file's URL, fetches its
// bytes and prepares them by type: an image as an object URL, a CSV parsed here, a spreadsheet
// or a presentation parsed in a worker (a slide's pictures as object URLs), PDF and Word
// documents handed to their renderers. Unknown types are 'unsupported'; any failure 'error'.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { parseCsv } from '../model/csvTable';
import { canPreview, previewKindOf, type PreviewKind } from '../model/fileKinds';
import {
  PREVIEW_MAX_BYTES,
  type PreviewContent,
  type PreviewServices,
  type PreviewState,
} from '../model/previewContent';
import { usePreviewServices } from './previewServicesContext';
import { signPath } from './useDownloadRunner';

export interface PreviewTarget {
  name: string;
  path: string;
}

const objectUrlOf = (data: ArrayBuffer, type: string) =>
  URL.createObjectURL(new Blob([data], { type }));

/** The object URLs a content holds, released when it is no longer shown. */
function objectUrlsOf(content: PreviewContent): string[] {
  if (content.kind === 'image') return [content.url];
  if (content.kind !== 'slides') return [];
  const urls = content.slides.flatMap((slide) => slide.pictureUrls);
  return content.thumbnailUrl ? [...urls, content.thumbnailUrl] : urls;
}

async function contentOf(
  kind: PreviewKind,
  data: ArrayBuffer,
  type: string,
  services: PreviewServices,
): Promise<PreviewContent> {
  switch (kind) {
    case 'image':
      return { kind: 'image', url: objectUrlOf(data, type) };
    case 'csv':
      return { kind: 'table', sheets: [parseCsv(new TextDecoder('utf-8').decode(data))] };
    case 'spreadsheet':
      return { kind: 'table', sheets: await services.parseSpreadsheet(data) };
    case 'pdf':
      return { kind: 'pdf', data };
    case 'docx':
      return { kind: 'docx', data };
    case 'pptx': {
      const parsed = await services.parsePresentation(data);
      return {
        kind: 'slides',
        slides: parsed.slides.map((slide) => ({
          paragraphs: slide.paragraphs,
          pictureUrls: slide.pictures.map((picture) => objectUrlOf(picture.data, picture.type)),
        })),
        omittedSlides: parsed.omittedSlides,
        thumbnailUrl: parsed.thumbnail && objectUrlOf(parsed.thumbnail.data, parsed.thumbnail.type),
      };
    }
    default:
      throw new Error(`No preview for ${kind}`);
  }
}

export function useFilePreview() {
  const dispatch = useAppDispatch();
  const services = usePreviewServices();
  const [file, setFile] = useState<PreviewTarget | null>(null);
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  // Each open() gets a number; answers for an older one are dropped.
  const attempt = useRef(0);
  const objectUrls = useRef<string[]>([]);

  const release = useCallback(() => {
    objectUrls.current.forEach((url) => URL.revokeObjectURL(url));
    objectUrls.current = [];
  }, []);

  const open = useCallback(
    async (target: PreviewTarget) => {
      const current = ++attempt.current;
      release();
      setFile(target);
      const kind = previewKindOf(target.name);
      if (!canPreview(kind)) {
        setState({ status: 'unsupported' });
        return;
      }
      setState({ status: 'loading' });
      try {
        const response = await fetch(await signPath(dispatch, target.path));
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        if (Number(response.headers.get('content-length')) > PREVIEW_MAX_BYTES) {
          throw new Error('too large to preview');
        }
        const type = response.headers.get('content-type') ?? 'application/octet-stream';
        const data = await response.arrayBuffer();
        if (data.byteLength > PREVIEW_MAX_BYTES) throw new Error('too large to preview');
        const content = await contentOf(kind, data, type, services);
        if (current !== attempt.current) {
          objectUrlsOf(content).forEach((url) => URL.revokeObjectURL(url));
          return;
        }
        objectUrls.current = objectUrlsOf(content);
        setState({ status: 'ready', content });
      } catch (error) {
        if (current !== attempt.current) return;
        console.error(`Preview of ${target.path} failed`, error);
        setState({ status: 'error' });
      }
    },
    [dispatch, release, services],
  );

  const close = useCallback(() => {
    attempt.current += 1;
    release();
    setFile(null);
  }, [release]);

  const renderFailed = useCallback((error: unknown) => {
    console.error('Preview rendering failed', error);
    setState({ status: 'error' });
  }, []);

  useEffect(() => release, [release]);

  return { file, state, open, close, renderFailed, services };
}
