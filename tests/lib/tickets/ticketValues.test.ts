// Ticket values from file cells and supplier JSON: numbers, codes, text, and the whole ticket.
import {
  amountMismatch,
  parseAmount,
  parseEmployee,
  parseFolio,
  parseNumber,
  parsePaymentType,
  parseProduct,
  parsePump,
  parseVolume,
  validateTicket,
} from '@/lib/tickets/ticketValues';

const value = (result: { ok: boolean; value?: unknown }) => (result.ok ? result.value : 'error');

describe('numbers', () => {
  it.each([
    [12.5, 12.5],
    ['12.5', 12.5],
    ['1,234.50', 1234.5],
    ['1.234,50', 1234.5],
    ['$ 25.10', 25.1],
    ['$25.10', 25.1],
    ['25.10 MXN', 25.1],
    ['12,5', 12.5],
    ['1,234', 1234],
    ['1,234,567', 1234567],
    ['-3', -3],
    ['.5', 0.5],
  ])('reads %p as %p', (input, expected) => {
    expect(value(parseNumber(input))).toBe(expected);
  });

  it.each([['abc'], [''], ['1.2.3'], [Number.NaN], [Infinity], [true], [null], [{}]])(
    'rejects %p',
    (input) => {
      expect(parseNumber(input).ok).toBe(false);
    },
  );

  it('volume, price and amount may be zero but not negative nor missing', () => {
    expect(value(parseVolume(0))).toBe(0);
    expect(parseVolume('-1')).toEqual({ ok: false, message: 'El volumen no puede ser negativo' });
    expect(parseAmount('')).toEqual({ ok: false, message: 'Falta el importe' });
  });
});

describe('codes', () => {
  it('reads pumps from 1 on', () => {
    expect(value(parsePump(3))).toBe(3);
    expect(value(parsePump('Bomba 4'))).toBe(4);
    expect(value(parsePump('2.0'))).toBe(2);
    expect(parsePump(0).ok).toBe(false);
    expect(parsePump(1.5).ok).toBe(false);
    expect(parsePump(null)).toEqual({ ok: false, message: 'Falta la bomba' });
  });

  it.each([
    ['Magna', 1],
    ['regular', 1],
    ['Gasolina Verde 87', 1],
    ['PREMIUM', 2],
    ['Roja', 2],
    ['Diésel', 3],
    ['diesel', 3],
    [2, 2],
    ['5', 5],
    [4, 4],
  ])('product %p is %p', (input, code) => {
    expect(value(parseProduct(input))).toBe(code);
  });

  it('rejects unknown products, zero and blanks', () => {
    expect(parseProduct('Gas LP')).toEqual({
      ok: false,
      message: expect.stringContaining('Producto desconocido «Gas LP»'),
    });
    expect(parseProduct(0).ok).toBe(false);
    expect(parseProduct(' ').ok).toBe(false);
    expect(parseProduct(true).ok).toBe(false);
  });

  it.each([
    ['Efectivo', 1],
    ['cash', 1],
    ['Crédito', 2],
    ['Credito', 2],
    ['Tarjeta de débito', 2],
    ['Credit card', 2],
    ['Vale', 3],
    ['Monedero electrónico', 3],
    [1, 1],
    ['7', 7],
  ])('payment %p is %p', (input, code) => {
    expect(value(parsePaymentType(input))).toBe(code);
  });

  it('rejects unknown payment types', () => {
    expect(parsePaymentType('Bitcoin')).toEqual({
      ok: false,
      message: expect.stringContaining('Forma de pago desconocida'),
    });
    expect(parsePaymentType(0).ok).toBe(false);
    expect(parsePaymentType(undefined).ok).toBe(false);
  });

  it('reads optional employees and folios as text', () => {
    expect(value(parseEmployee(' Juan Pérez '))).toBe('Juan Pérez');
    expect(value(parseEmployee(1024))).toBe('1024');
    expect(value(parseEmployee(''))).toBeNull();
    expect(value(parseEmployee(null))).toBeNull();
    expect(parseEmployee('x'.repeat(101)).ok).toBe(false);
    expect(value(parseFolio(''))).toBeNull();
    expect(value(parseFolio(null))).toBeNull();
    expect(value(parseFolio(90012))).toBe('90012');
    expect(parseFolio('x'.repeat(65)).ok).toBe(false);
    expect(parseFolio(true).ok).toBe(false);
  });
});

describe('amount consistency', () => {
  it('accepts a difference up to 1 peso or 1 %', () => {
    expect(amountMismatch(10, 24.5, 245)).toBeNull();
    expect(amountMismatch(10, 24.5, 245.99)).toBeNull();
    expect(amountMismatch(100, 24.5, 2470)).toBeNull();
    expect(amountMismatch(10, 24.5, 250)).toContain('no coincide');
  });
});

describe('validateTicket', () => {
  const options = { timeZone: 'America/Mexico_City' };
  const good = {
    date_time: '2024-03-15 16:30:00',
    pump: 3,
    product: 'Magna',
    volume: '40.000',
    price: '$23.50',
    amount: 940,
    payment_type: 'Efectivo',
    employee: 'Ana',
  };

  it('gives the typed ticket', () => {
    expect(validateTicket(good, options)).toEqual({
      ticket: {
        folio: null,
        dateTime: '2024-03-15T22:30:00.000Z',
        localDateTime: '2024-03-15 16:30:00',
        pump: 3,
        product: 1,
        paymentType: 1,
        volume: 40,
        price: 23.5,
        amount: 940,
        employee: 'Ana',
      },
      warnings: [],
    });
  });

  it('warns, without rejecting, when the amount does not match', () => {
    const result = validateTicket({ ...good, amount: 900 }, options);
    expect(result).toMatchObject({
      ticket: { amount: 900 },
      warnings: [{ field: 'amount', message: expect.stringContaining('no coincide') }],
    });
  });

  it('gives every bad field at once, labelled', () => {
    const result = validateTicket({ ...good, pump: 0, product: 'Gas LP', date_time: '' }, options);
    expect(result).toEqual({
      errors: [
        { field: 'date_time', message: 'Fecha y hora: Falta la fecha y hora' },
        { field: 'pump', message: expect.stringContaining('Bomba: La bomba debe ser') },
        { field: 'product', message: expect.stringContaining('Producto: Producto desconocido') },
      ],
      warnings: [],
    });
  });

  it('passes on the date warning of a daylight-saving gap', () => {
    const result = validateTicket(
      { ...good, date_time: '2024-03-10 02:30:00' },
      { timeZone: 'America/Tijuana' },
    );
    expect(result).toMatchObject({
      ticket: { localDateTime: '2024-03-10 03:30:00' },
      warnings: [{ field: 'date_time' }],
    });
  });
});
