// The port through which the screen reads a file's preview. The app uses the lazy default;
// tests and stories provide a fake reader.
import { createContext, useContext } from 'react';
import type { ReadTicketPreview } from '../model/previewTypes';
import { readPreviewLazily } from './previewReader';

export const PreviewReaderContext = createContext<ReadTicketPreview>(readPreviewLazily);

export function usePreviewReader(): ReadTicketPreview {
  return useContext(PreviewReaderContext);
}
