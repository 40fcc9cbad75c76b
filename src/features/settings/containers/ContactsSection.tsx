// The contacts part of Settings › Users: list, create, edit and delete report recipients.
import { FORM_ERROR } from 'final-form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageKeys } from '@/api';
import {
  useCreateContactMutation,
  useDeleteContactMutation,
  useListContactsQuery,
  useUpdateContactMutation,
  type Contact,
} from '@/api/contacts';
import { useListCustomersQuery } from '@/api/customers';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Modal } from '@/components/Modal';
import { asFailedCall, failureMessage, type FormErrors } from '@/lib/forms';
import { toastShown } from '@/store/toasts/toastsSlice';
import { ContactForm } from '../components/ContactForm';
import { ContactsTable } from '../components/ContactsTable';
import {
  contactServerErrors,
  toContactInput,
  validateContact,
  valuesFromContact,
  type ContactFormValues,
} from '../model/contactForm';
import { useStationOptions } from './useStationOptions';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

export function ContactsSection() {
  const { t } = useTranslation(['users', 'common']);
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector((state) => state.auth.profile?.user_role_id === 1);
  const list = useListContactsQuery({});
  const customers = useListCustomersQuery(undefined, { skip: !isAdmin });
  const stations = useStationOptions();
  const [editing, setEditing] = useState<{ contact: Contact | null } | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [create] = useCreateContactMutation();
  const [update] = useUpdateContactMutation();
  const [remove, removal] = useDeleteContactMutation();
  // Stable per dialog: a new object each render would reset the form.
  const initialValues = useMemo(
    () => (editing ? valuesFromContact(editing.contact) : null),
    [editing],
  );
  const contacts = list.data?.items ?? [];
  const byId = new Map(contacts.map((c) => [c.id, c]));
  const message = failureMessage(list.error, errorMessageKeys.unexpected);

  const onSubmit = async (values: ContactFormValues): Promise<FormErrors | undefined> => {
    const contactInput = toContactInput(values);
    const current = editing?.contact;
    try {
      if (current) await update({ id: current.id, contactInput }).unwrap();
      else await create({ contactInput }).unwrap();
      dispatch(
        toastShown({
          severity: 'success',
          message: current ? 'users:contacts.edited' : 'users:contacts.created',
        }),
      );
      setEditing(null);
      return undefined;
    } catch (error) {
      const fields = contactServerErrors(asFailedCall(error)?.errors);
      if (Object.keys(fields).length > 0) return fields;
      const text = failureMessage(error, errorMessageKeys.unexpected);
      return { [FORM_ERROR]: t(text, { defaultValue: text }) };
    }
  };

  return (
    <Card title={t('contacts.title')} subtitle={t('contacts.subtitle')} flush>
      <Toolbar>
        <Button startIcon="plus" variant="secondary" onClick={() => setEditing({ contact: null })}>
          {t('contacts.add')}
        </Button>
      </Toolbar>
      <ContactsTable
        rows={contacts.map((c) => ({
          id: c.id,
          name: c.name,
          email: c.email,
          telephone: c.telephone,
          stations: c.gas_stations.map((s) => s.name),
        }))}
        loading={list.isLoading}
        error={
          list.isError
            ? { message: t(message, { defaultValue: message }), onRetry: () => void list.refetch() }
            : null
        }
        onEdit={(row) => setEditing({ contact: byId.get(row.id) ?? null })}
        onDelete={(row) => setDeleting(byId.get(row.id) ?? null)}
      />
      <Modal
        open={editing !== null}
        title={editing?.contact ? t('contacts.editTitle') : t('contacts.createTitle')}
        footer={null}
        onCancel={() => setEditing(null)}
      >
        {editing && initialValues && (
          <ContactForm
            mode={editing.contact ? 'edit' : 'create'}
            initialValues={initialValues}
            customers={
              isAdmin
                ? (customers.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))
                : undefined
            }
            stations={stations.options}
            validate={validateContact}
            onSubmit={onSubmit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        open={deleting !== null}
        title={t('contacts.deleteTitle')}
        alertType="warning"
        acceptVariant="danger"
        acceptLabel={t('common:actions.delete')}
        pending={removal.isLoading}
        onCancel={() => setDeleting(null)}
        onAccept={async () => {
          if (!deleting) return;
          try {
            await remove({ id: deleting.id }).unwrap();
            dispatch(toastShown({ severity: 'success', message: 'users:contacts.deleted' }));
          } catch (error) {
            dispatch(
              toastShown({
                severity: 'error',
                message: failureMessage(error, errorMessageKeys.unexpected),
              }),
            );
          } finally {
            setDeleting(null);
          }
        }}
      >
        {deleting && t('contacts.deleteConfirm', { name: deleting.name })}
      </Modal>
    </Card>
  );
}
