// schemaForm: a form's client check and the server's field errors speak with one voice.
import Ajv from 'ajv';
import { schemaForm, type Schema } from '@/lib/forms';

const schema: Schema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 5 } },
};

interface Values {
  name?: string;
  phone?: string;
}

const form = schemaForm<Values, { name?: string }>({
  // Compiled at run time here; the forms use the build-time standalone validators.
  validate: new Ajv({ allErrors: true }).compile(schema),
  schema,
  registry: {},
  toPayload: (values) => ({ name: values.name }),
  messages: { name: { maxLength: 'Nombre demasiado largo' } },
  extra: (values) => (values.phone ? [] : [{ path: 'phone', rule: 'required' }]),
});

describe('schemaForm', () => {
  it('checks the payload against the schema and adds the extra rules', () => {
    expect(form.validate({ name: 'demasiado', phone: '1' })).toEqual({
      name: 'Nombre demasiado largo',
    });
    expect(form.validate({ name: 'Ana' })).toEqual({ phone: expect.any(String) });
    expect(form.validate({ name: 'Ana', phone: '1' })).toEqual({});
  });

  it('words the server contract errors like the client check and keeps business messages', () => {
    expect(
      form.serverErrors([
        { field: 'body.name', rule: 'maxLength', message: 'must NOT have more than 5 characters' },
        { field: 'body.phone', rule: 'taken', message: 'Ese teléfono ya existe' },
      ]),
    ).toEqual({ name: 'Nombre demasiado largo', phone: 'Ese teléfono ya existe' });
    expect(form.serverErrors(undefined)).toEqual({});
  });
});
