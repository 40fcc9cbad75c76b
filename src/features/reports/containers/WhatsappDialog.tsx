// Choosing who gets a report by WhatsApp: the user's contacts that have a telephone.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useListContactsQuery } from '@/api/contacts';
import { Checkbox } from '@/components/Checkbox';
import { Modal } from '@/components/Modal';
import { Skeleton } from '@/components/Skeleton';

export interface WhatsappDialogProps {
  open: boolean;
  pending?: boolean;
  onCancel: () => void;
  onSend: (contactIds: number[]) => void;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export function WhatsappDialog({ open, pending = false, onCancel, onSend }: WhatsappDialogProps) {
  const { t } = useTranslation('reports');
  const contacts = useListContactsQuery({ items: 500 }, { skip: !open });
  const [chosen, setChosen] = useState<number[]>([]);
  const withPhone = (contacts.data?.items ?? []).filter((contact) => contact.telephone);
  const toggle = (id: number) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  return (
    <Modal
      open={open}
      title={t('data.contactsTitle')}
      description={t('data.contactsDescription')}
      onCancel={onCancel}
      onAccept={() => onSend(chosen)}
      acceptLabel={t('data.send')}
      acceptDisabled={chosen.length === 0}
      pending={pending}
    >
      {contacts.isLoading ? (
        <Skeleton variant="text" lines={3} />
      ) : withPhone.length === 0 ? (
        <p>{t('data.contactsEmpty')}</p>
      ) : (
        <List>
          {withPhone.map((contact) => (
            <li key={contact.id}>
              <Checkbox
                label={`${contact.name} (${contact.telephone})`}
                checked={chosen.includes(contact.id)}
                onChange={() => toggle(contact.id)}
              />
            </li>
          ))}
        </List>
      )}
    </Modal>
  );
}
