// '¿Olvidaste tu contraseña?': there is no self-service reset yet, so the dialog tells the user
// to ask the account administrator for one.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      open={open}
      title={t('forgot.title')}
      alertType="info"
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-autofocus>
          {t('forgot.close')}
        </Button>
      }
    >
      <p>{t('forgot.body')}</p>
    </Modal>
  );
}
