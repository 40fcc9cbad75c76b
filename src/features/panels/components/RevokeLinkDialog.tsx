// Confirmation before revoking a share link: whoever watches it loses the picture at once.
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';

export interface RevokeLinkDialogProps {
  open: boolean;
  /** The camera's name, or 'Todo el panel'. */
  name: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RevokeLinkDialog({
  open,
  name,
  pending = false,
  onConfirm,
  onCancel,
}: RevokeLinkDialogProps) {
  const { t } = useTranslation('video');
  return (
    <Modal
      open={open}
      title={t('links.confirmTitle')}
      alertType="warning"
      acceptVariant="danger"
      acceptLabel={t('links.revoke')}
      pending={pending}
      onAccept={onConfirm}
      onCancel={onCancel}
    >
      {t('links.confirmText', { name })}
    </Modal>
  );
}
