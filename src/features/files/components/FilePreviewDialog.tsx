// The file preview dialog: at least 60vh high and of medium width, full
// screen for PDFs. States: loading, the preview (image, PDF, table, Word document, slides), 'Error al
// cargar el archivo' and 'Formato no compatible', the last two with a download button.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import type { DocumentRenderer, PreviewState } from '../model/previewContent';
import { RenderedDocument } from './RenderedDocument';
import { SheetTable } from './SheetTable';
import { SlideDeck } from './SlideDeck';

export interface FilePreviewDialogProps {
  open: boolean;
  fileName: string;
  state: PreviewState;
  renderPdf: DocumentRenderer;
  renderDocx: DocumentRenderer;
  onRenderError: (error: unknown) => void;
  onDownload: () => void;
  onClose: () => void;
}

const Image = styled.img`
  display: block;
  max-width: 100%;
  max-height: calc(60vh - 40px);
  margin: 0 auto;
  object-fit: contain;
`;

export function FilePreviewDialog({
  open,
  fileName,
  state,
  renderPdf,
  renderDocx,
  onRenderError,
  onDownload,
  onClose,
}: FilePreviewDialogProps) {
  const { t } = useTranslation('files');
  const fullScreen = state.status === 'ready' && state.content.kind === 'pdf';

  const body = () => {
    switch (state.status) {
      case 'loading':
        return <Spinner centered size="large" label={t('preview.loading')} />;
      case 'error':
        return (
          <EmptyState
            icon="alert-error"
            title={t('preview.errorTitle')}
            description={t('preview.errorBody')}
            action={
              <Button startIcon="download" onClick={onDownload}>
                {t('preview.download')}
              </Button>
            }
          />
        );
      case 'unsupported':
        return (
          <EmptyState
            icon="file"
            title={t('preview.unsupportedTitle')}
            description={t('preview.unsupportedBody')}
            action={
              <Button startIcon="download" onClick={onDownload}>
                {t('preview.download')}
              </Button>
            }
          />
        );
      case 'ready': {
        const { content } = state;
        if (content.kind === 'image') {
          return <Image src={content.url} alt={t('preview.imageAlt', { name: fileName })} />;
        }
        if (content.kind === 'table')
          return <SheetTable sheets={content.sheets} label={fileName} />;
        if (content.kind === 'slides')
          return (
            <SlideDeck
              slides={content.slides}
              omittedSlides={content.omittedSlides}
              thumbnailUrl={content.thumbnailUrl}
              label={fileName}
            />
          );
        return (
          <RenderedDocument
            data={content.data}
            render={content.kind === 'pdf' ? renderPdf : renderDocx}
            onError={onRenderError}
            label={fileName}
            variant={content.kind}
          />
        );
      }
    }
  };

  return (
    <Modal
      open={open}
      title={fileName}
      onCancel={onClose}
      maxWidth={fullScreen ? 'fullScreen' : 'md'}
      minHeight="60vh"
      footer={
        state.status === 'ready' ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('preview.close')}
            </Button>
            <Button startIcon="download" onClick={onDownload}>
              {t('preview.download')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            {t('preview.close')}
          </Button>
        )
      }
    >
      {body()}
    </Modal>
  );
}
