// Contacts: report recipients with their station access.
import { contactsApi } from './generated/contacts.gen';

const api = contactsApi.enhanceEndpoints({
  endpoints: {
    listContacts: { providesTags: ['Contact'] },
    createContact: { invalidatesTags: ['Contact'] },
    updateContact: { invalidatesTags: ['Contact'] },
    deleteContact: { invalidatesTags: ['Contact'] },
  },
});

export const {
  useListContactsQuery,
  useCreateContactMutation,
  useUpdateContactMutation,
  useDeleteContactMutation,
} = api;
export type { Contact, ContactInput } from './generated/contacts.gen';
