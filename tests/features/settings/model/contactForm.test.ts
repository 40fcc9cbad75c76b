// The contact form: values <-> ContactInput, checked against the contract, plus the rule that a
// contact needs an e-mail or a telephone.
import type { Contact } from '@/api/contacts';
import {
  toContactInput,
  validateContact,
  valuesFromContact,
} from '@/features/settings/model/contactForm';

it('turns the values into the request body, blanks into nulls', () => {
  expect(
    toContactInput({ name: 'Ana', email: ' ', telephone: '5512345678', gas_station_ids: ['7'] }),
  ).toEqual({
    name: 'Ana',
    email: null,
    telephone: '5512345678',
    customer_id: null,
    gas_station_ids: [7],
  });
});

it('fills the form from a contact', () => {
  const contact = {
    id: 1,
    name: 'Ana',
    email: 'ana@demo.mx',
    telephone: null,
    customer_id: 3,
    gas_stations: [{ id: 7 }, { id: 8 }],
  } as unknown as Contact;
  expect(valuesFromContact(contact)).toEqual({
    name: 'Ana',
    email: 'ana@demo.mx',
    telephone: undefined,
    customer_id: '3',
    gas_station_ids: ['7', '8'],
  });
  expect(valuesFromContact(null)).toEqual({ gas_station_ids: [] });
});

it('asks for an e-mail or a telephone of 10 digits', () => {
  expect(validateContact({ name: 'Ana', telephone: '5512345678', gas_station_ids: [] })).toEqual(
    {},
  );
  expect(validateContact({ name: 'Ana', gas_station_ids: [] }).email).toBe(
    'Escribe un correo o un teléfono',
  );
  expect(validateContact({ name: 'Ana', telephone: '55123', gas_station_ids: [] }).telephone).toBe(
    'El teléfono debe tener 10 dígitos',
  );
});
