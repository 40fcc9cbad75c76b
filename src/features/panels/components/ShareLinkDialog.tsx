// Sharing a camera ('Compartir video') or the whole panel ('Compartir sitio'): says what the
// link opens and for how long, makes it on 'Generar enlace', then shows the absolute address
// with 'Copiar enlace' and the moment it expires.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';

export type ShareKind = 'camera' | 'panel';

export type ShareDialogState =
  | { phase: 'ready' }
  | { phase: 'creating' }
  | { phase: 'created'; url: string; expiresAt: string }
  | { phase: 'failed'; message: string };

export interface ShareLinkDialogProps {
  open: boolean;
  kind: ShareKind;
  /** The camera's name or the panel's title. */
  name: string;
  state: ShareDialogState;
  copied?: boolean;
  onCreate: () => void;
  onCopy: () => void;
  onClose: () => void;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  p {
    margin: 0;
  }
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  input {
    width: 100%;
    padding: ${({ theme }) => theme.space.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.grey[300]};
    border-radius: ${({ theme }) => theme.radii.sm}px;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export function ShareLinkDialog({
  open,
  kind,
  name,
  state,
  copied = false,
  onCreate,
  onCopy,
  onClose,
}: ShareLinkDialogProps) {
  const { t } = useTranslation('video');
  const urlId = useId();
  const created = state.phase === 'created';
  return (
    <Modal
      open={open}
      title={kind === 'panel' ? t('share.panelTitle') : t('share.cameraTitle')}
      description={t(kind === 'panel' ? 'share.panelDescription' : 'share.cameraDescription', {
        name,
      })}
      onCancel={onClose}
      pending={state.phase === 'creating'}
      footer={
        created ? (
          <Button variant="secondary" onClick={onClose}>
            {t('share.close')}
          </Button>
        ) : undefined
      }
      onAccept={created ? undefined : onCreate}
      acceptLabel={state.phase === 'creating' ? t('share.creating') : t('share.create')}
    >
      <Body>
        {state.phase === 'failed' && <Alert severity="error">{state.message}</Alert>}
        {created ? (
          <>
            <Row>
              <label htmlFor={urlId}>{t('share.urlLabel')}</label>
              <input
                id={urlId}
                readOnly
                value={state.url}
                onFocus={(event) => event.currentTarget.select()}
              />
            </Row>
            <div>
              <Button
                variant="primary"
                size="small"
                startIcon={copied ? 'check' : 'file'}
                onClick={onCopy}
              >
                {copied ? t('share.copied') : t('share.copy')}
              </Button>
            </div>
            <p>{t('share.expires', { date: state.expiresAt })}</p>
          </>
        ) : (
          <p>{t('share.lifetime')}</p>
        )}
      </Body>
    </Modal>
  );
}
