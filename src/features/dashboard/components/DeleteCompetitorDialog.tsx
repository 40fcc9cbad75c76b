// Confirmation before unlinking a competitor: while the deletion runs the
// dialog cannot be closed and its close button is hidden.
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';

export interface DeleteCompetitorDialogProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onAccept: () => void;
}

export function DeleteCompetitorDialog({
  open,
  pending,
  onCancel,
  onAccept,
}: DeleteCompetitorDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal
      open={open}
      title={t('deleteDialog.title')}
      description={t('deleteDialog.description')}
      alertType="warning"
      acceptLabel={t('deleteDialog.accept')}
      acceptVariant="danger"
      onAccept={onAccept}
      onCancel={onCancel}
      pending={pending}
      hideCloseButton={pending}
      closeOnBackdropClick={!pending}
    />
  );
}
