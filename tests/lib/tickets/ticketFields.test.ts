// Matching uploaded headers to ticket fields, and the key of a header layout.
import {
  autoMatchColumns,
  headerSignature,
  REQUIRED_TICKET_FIELDS,
} from '@/lib/tickets/ticketFields';

it('matches the usual Spanish headers', () => {
  const headers = [
    'Fecha',
    'Bomba',
    'Producto',
    'Litros',
    'Precio',
    'Importe',
    'Forma de pago',
    'Despachador',
  ];
  expect(autoMatchColumns(headers)).toEqual({
    date_time: 0,
    pump: 1,
    product: 2,
    volume: 3,
    price: 4,
    amount: 5,
    payment_type: 6,
    employee: 7,
  });
});

it('ignores case, accents and punctuation, and takes English headers', () => {
  expect(
    autoMatchColumns(['TICKET', 'fecha/hora', 'DISPENSARIO', 'combustible', 'Volumen']),
  ).toEqual({ folio: 0, date_time: 1, pump: 2, product: 3, volume: 4 });
  expect(autoMatchColumns(['Date', 'Pump', 'Amount', 'Payment', 'Employee'])).toEqual({
    date_time: 0,
    pump: 1,
    amount: 2,
    payment_type: 3,
    employee: 4,
  });
});

it('gives an exact alias priority and uses each column once', () => {
  // 'Precio por litro' is exactly the price's alias; 'Importe' names the amount more surely
  // than 'Total'.
  expect(autoMatchColumns(['Precio por litro', 'Litros', 'Total', 'Importe'])).toEqual({
    price: 0,
    volume: 1,
    amount: 3,
  });
});

it('matches headers that contain an alias', () => {
  expect(autoMatchColumns(['Importe total $', 'No. de Bomba', 'Nombre del despachador'])).toEqual({
    amount: 0,
    pump: 1,
    employee: 2,
  });
});

it('leaves unknown and blank headers unmatched', () => {
  expect(autoMatchColumns(['', 'Observaciones', '__proto__'])).toEqual({});
});

it('keys a header layout regardless of case, accents and trailing blanks', () => {
  expect(headerSignature(['Fecha', 'Bomba', 'Crédito ', '', ''])).toBe('fecha|bomba|credito');
  expect(headerSignature(['FECHA', 'bomba', 'credito'])).toBe('fecha|bomba|credito');
  expect(headerSignature(['Bomba', 'Fecha'])).not.toBe(headerSignature(['Fecha', 'Bomba']));
});

it('requires every field but the folio', () => {
  expect(REQUIRED_TICKET_FIELDS).not.toContain('folio');
  expect(REQUIRED_TICKET_FIELDS).toHaveLength(8);
});
