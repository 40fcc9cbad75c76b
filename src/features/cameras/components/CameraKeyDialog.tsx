// Shows a new camera's key once, with 'Copiar clave'. The key is never shown again.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';

export interface CameraKeyDialogProps {
  open: boolean;
  cameraName: string;
  cameraKey: string;
  copied?: boolean;
  onCopy: () => void;
  onClose: () => void;
}

const KeyBox = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.grey[100]};
  font-family: ${({ theme }) => theme.fonts.mono};
  word-break: break-all;
  user-select: all;
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

export function CameraKeyDialog({
  open,
  cameraName,
  cameraKey,
  copied = false,
  onCopy,
  onClose,
}: CameraKeyDialogProps) {
  const { t } = useTranslation('cameras');
  return (
    <Modal
      open={open}
      title={t('key.title')}
      description={t('key.description', { name: cameraName })}
      alertType="warning"
      acceptLabel={t('key.done')}
      onAccept={onClose}
      onCancel={onClose}
    >
      <Row>
        <KeyBox aria-label={t('key.label')}>{cameraKey}</KeyBox>
        <div>
          <Button
            variant="secondary"
            size="small"
            startIcon={copied ? 'check' : 'file'}
            onClick={onCopy}
          >
            {copied ? t('key.copied') : t('key.copy')}
          </Button>
        </div>
      </Row>
    </Modal>
  );
}
