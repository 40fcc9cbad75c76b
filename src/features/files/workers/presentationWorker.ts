// Web Worker: reads one presentation (pptx) and posts back its slides' text and pictures, or
// an error. Built by webpack from `new Worker(new URL('./presentationWorker.ts', ...))`.
import { parsePresentation, type ParsedPresentation } from '../model/presentation';
import { answerWith } from '@/lib/workers/workerProtocol';

const buffersOf = (parsed: ParsedPresentation): Transferable[] => [
  ...parsed.slides.flatMap((slide) => slide.pictures.map((picture) => picture.data)),
  ...(parsed.thumbnail ? [parsed.thumbnail.data] : []),
];

answerWith((data) => parsePresentation(data), buffersOf);
