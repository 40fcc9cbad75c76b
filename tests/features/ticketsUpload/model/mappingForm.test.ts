import {
  NO_COLUMN,
  toTicketMappingInput,
  toTicketUploadOptions,
  validateMapping,
  type MappingFormValues,
} from '@/features/ticketsUpload/model/mappingForm';

const complete: MappingFormValues = {
  header_row: '2',
  gas_station_id: '3',
  assigned_user_id: '7',
  columns: {
    date_time: '0',
    pump: '1',
    product: NO_COLUMN,
    amount: '2',
    volume: '3',
    price: '4',
    payment_type: '5',
    employee: NO_COLUMN,
    folio: '6',
  },
  fuel_type: 'diesel',
};

describe('mapping form', () => {
  it('turns the values into the process options, fuel type only without a product column', () => {
    expect(toTicketUploadOptions(complete, 'fecha|bomba')).toEqual({
      gas_station_id: 3,
      assigned_user_id: 7,
      header_row: 2,
      header_signature: 'fecha|bomba',
      columns: {
        date_time: 0,
        pump: 1,
        product: null,
        amount: 2,
        volume: 3,
        price: 4,
        payment_type: 5,
        employee: null,
        folio: 6,
      },
      start_date: null,
      end_date: null,
      fuel_type: 'diesel',
      save_mapping: false,
    });
    const withProduct = { ...complete, columns: { ...complete.columns, product: '8' } };
    expect(toTicketUploadOptions(withProduct, 'x').fuel_type).toBeNull();
  });

  it("makes the customer's mapping of the layout from the process options", () => {
    const options = toTicketUploadOptions(complete, 'fecha|bomba');
    const long = 'x'.repeat(600);
    expect(toTicketMappingInput(options, 4, ['Fecha', 'Bomba', long])).toEqual({
      customer_id: 4,
      header_signature: 'fecha|bomba',
      headers: ['Fecha', 'Bomba', 'x'.repeat(500)],
      header_row: 2,
      columns: options.columns,
      fuel_type: 'diesel',
    });
  });

  it('accepts a complete mapping', () => {
    expect(validateMapping(complete)).toEqual({});
  });

  it('asks for the station, the required columns and the fuel type, in Spanish', () => {
    const errors = validateMapping({
      header_row: '1',
      columns: { ...complete.columns, pump: NO_COLUMN },
    });
    expect(errors).toMatchObject({
      gas_station_id: 'Este campo es obligatorio',
      columns: { pump: 'Elige la columna de este campo' },
      fuel_type: 'Elige el tipo de combustible',
    });
    expect(errors.columns).not.toHaveProperty('folio');
    expect(errors.columns).not.toHaveProperty('product');
  });

  it('keeps the header row within the contract and the range in order', () => {
    expect(validateMapping({ ...complete, header_row: '101' })).toMatchObject({
      header_row: 'El valor máximo es 100',
    });
    expect(
      validateMapping({ ...complete, start_date: '2026-02-10', end_date: '2026-02-01' }),
    ).toMatchObject({ end_date: 'La fecha de fin es anterior a la de inicio' });
  });
});
