// Step 4: the file was taken for processing; the report arrives by e-mail in a couple of
// minutes and the mapping is kept for the next file of this layout.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';

export interface ProcessedDialogProps {
  open: boolean;
  onUploadAnother: () => void;
  onClose: () => void;
}

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
`;

export function ProcessedDialog({ open, onUploadAnother, onClose }: ProcessedDialogProps) {
  const { t } = useTranslation('ticketsUpload');
  return (
    <Modal
      open={open}
      title={t('processed.title')}
      alertType="success"
      onCancel={onClose}
      footer={
        <Button type="button" onClick={onUploadAnother} data-autofocus>
          {t('processed.another')}
        </Button>
      }
    >
      <Text>{t('processed.text')}</Text>
      <Text>{t('processed.mappingSaved')}</Text>
    </Modal>
  );
}
