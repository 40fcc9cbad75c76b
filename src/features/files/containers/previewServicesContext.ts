// Which preview services the files screen uses: the browser's by default; tests and stories
// provide their own (in-thread parsing, fake renderers).
import { createContext, useContext } from 'react';
import type { PreviewServices } from '../model/previewContent';
import { browserPreviewServices } from './browserPreviewServices';

export const PreviewServicesContext = createContext<PreviewServices>(browserPreviewServices);

export const usePreviewServices = () => useContext(PreviewServicesContext);
