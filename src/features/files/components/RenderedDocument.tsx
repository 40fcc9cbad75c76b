// A document drawn by a renderer into this component's own box (PDF pages as canvases, a Word
// document as HTML). A renderer that fails reports it, so the dialog can show its error state.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@/components/Spinner';
import type { DocumentRenderer } from '../model/previewContent';

export interface RenderedDocumentProps {
  data: ArrayBuffer;
  render: DocumentRenderer;
  onError: (error: unknown) => void;
  /** Accessible name of the document (the file name). */
  label: string;
  variant: 'pdf' | 'docx';
}

const Box = styled.div<{ $variant: 'pdf' | 'docx' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
  min-height: 50vh;
  padding: ${({ theme }) => theme.space.sm}px;
  background: ${({ $variant, theme }) =>
    $variant === 'pdf' ? theme.colors.grey[200] : theme.colors.background.paper};
  overflow: auto;
  canvas {
    max-width: 100%;
    box-shadow: ${({ theme }) => theme.shadows.sm};
    background: #fff;
  }
`;

export function RenderedDocument({ data, render, onError, label, variant }: RenderedDocumentProps) {
  const { t } = useTranslation('files');
  const box = useRef<HTMLDivElement>(null);
  const [rendering, setRendering] = useState(true);
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    let current = true;
    container.replaceChildren();
    setRendering(true);
    render(data, container)
      .catch((error: unknown) => current && onError(error))
      .finally(() => current && setRendering(false));
    return () => {
      current = false;
      container.replaceChildren();
    };
  }, [data, render, onError]);
  return (
    <>
      {rendering && <Spinner centered label={t('preview.loading')} />}
      <Box ref={box} $variant={variant} role="document" aria-label={label} aria-busy={rendering} />
    </>
  );
}
