// The contacts part of Settings › Users: list, create, edit and delete report recipients.
import { useTranslation } from 'react-i18next';
import {
  useCreateContactMutation,
  useDeleteContactMutation,
  useListContactsQuery,
  useUpdateContactMutation,
  type Contact,
} from '@/api/contacts';
import { useListCustomersQuery } from '@/api/customers';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { CrudListLayout } from '@/components/CrudListLayout';
import {
  crudConfirmation,
  crudEditor,
  useCrudList,
  type CrudToast,
} from '@/components/hooks/useCrudList';
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

export function ContactsSection() {
  const { t } = useTranslation(['users', 'common']);
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector((state) => state.auth.profile?.user_role_id === 1);
  const list = useListContactsQuery({});
  const customers = useListCustomersQuery(undefined, { skip: !isAdmin });
  const stations = useStationOptions();
  const [create] = useCreateContactMutation();
  const [update] = useUpdateContactMutation();
  const [remove] = useDeleteContactMutation();
  const contacts = list.data?.items ?? [];
  const crud = useCrudList<Contact, ContactFormValues>({
    items: contacts,
    list,
    notify: (toast: CrudToast) => dispatch(toastShown(toast)),
    t,
    form: {
      toValues: valuesFromContact,
      create: (values) => create({ contactInput: toContactInput(values) }).unwrap(),
      update: (contact, values) =>
        update({ id: contact.id, contactInput: toContactInput(values) }).unwrap(),
      serverErrors: contactServerErrors,
      created: 'users:contacts.created',
      edited: 'users:contacts.edited',
    },
    remove: (contact) => remove({ id: contact.id }).unwrap(),
    deleted: 'users:contacts.deleted',
  });

  return (
    <CrudListLayout
      title={t('contacts.title')}
      subtitle={t('contacts.subtitle')}
      // The users list above owns the top bar; contacts keep their button in the card.
      topBar={false}
      add={{ label: t('contacts.add'), variant: 'secondary', onClick: crud.openCreate }}
      editor={crudEditor(crud, {
        createTitle: t('contacts.createTitle'),
        editTitle: t('contacts.editTitle'),
        form: ({ formProps }) => (
          <ContactForm
            {...formProps}
            customers={
              isAdmin
                ? (customers.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))
                : undefined
            }
            stations={stations.options}
            validate={validateContact}
          />
        ),
      })}
      confirmations={[
        crudConfirmation(crud.deletion, {
          title: t('contacts.deleteTitle'),
          message: (contact) => t('contacts.deleteConfirm', { name: contact.name }),
        }),
      ]}
    >
      <ContactsTable
        rows={contacts.map((c) => ({
          id: c.id,
          name: c.name,
          email: c.email,
          telephone: c.telephone,
          stations: c.gas_stations.map((s) => s.name),
        }))}
        {...crud.table}
      />
    </CrudListLayout>
  );
}
