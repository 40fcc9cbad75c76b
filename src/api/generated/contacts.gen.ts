import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContacts: build.query<ListContactsApiResponse, ListContactsApiArg>({
      query: (queryArg) => ({
        url: `/api/contacts`,
        params: {
          search: queryArg.search,
          items: queryArg.items,
        },
      }),
    }),
    createContact: build.mutation<CreateContactApiResponse, CreateContactApiArg>({
      query: (queryArg) => ({ url: `/api/contacts`, method: 'POST', body: queryArg.contactInput }),
    }),
    updateContact: build.mutation<UpdateContactApiResponse, UpdateContactApiArg>({
      query: (queryArg) => ({
        url: `/api/contacts/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.contactInput,
      }),
    }),
    deleteContact: build.mutation<DeleteContactApiResponse, DeleteContactApiArg>({
      query: (queryArg) => ({ url: `/api/contacts/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as contactsApi };
export type ListContactsApiResponse = /** status 200 The contacts. */ ContactList;
export type ListContactsApiArg = {
  search?: string;
  items?: number;
};
export type CreateContactApiResponse = /** status 201 Created. */ Contact;
export type CreateContactApiArg = {
  contactInput: ContactInput;
};
export type UpdateContactApiResponse = /** status 200 Saved. */ Contact;
export type UpdateContactApiArg = {
  id: Id;
  contactInput: ContactInput;
};
export type DeleteContactApiResponse = unknown;
export type DeleteContactApiArg = {
  id: Id;
};
export type StationRef = {
  id: number;
  name: string;
};
export type Contact = {
  id: number;
  name: string;
  email: string | null;
  telephone: string | null;
  customer_id: number;
  gas_stations: StationRef[];
};
export type ContactList = {
  items: Contact[];
  total: number;
};
export type FieldError = {
  /** Where the bad value is, e.g. body.email or query.items. */
  field: string;
  /** The rule it broke, e.g. required, maxLength, format. */
  rule: string;
  message: string;
};
export type Error = {
  /** Human-readable message, Spanish for end users. */
  message: string;
  /** Stable machine code, e.g. validation_failed. */
  code?: string;
  errors?: FieldError[];
  /** This request's id, also in the X-Request-Id response header and on every log line of the request: quoting it lets support find what happened. */
  request_id?: string;
};
export type Telephone = string;
export type Id = number;
export type ContactInput = {
  name: string;
  email?: string | null;
  telephone?: Telephone | null;
  /** Administrators choose it; for others it is their own customer. */
  customer_id?: Id | null;
  gas_station_ids: Id[];
};
export const {
  useListContactsQuery,
  useLazyListContactsQuery,
  useCreateContactMutation,
  useUpdateContactMutation,
  useDeleteContactMutation,
} = injectedRtkApi;
