// schemaForm: a form's client check and the server's field errors speak with one voice; and
// submitFailure, the one way a form's submit reports a failed save.
import Ajv from 'ajv';
import { createForm, FORM_ERROR } from 'final-form';
import { schemaForm, submitFailure, type Schema } from '@/lib/forms';

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

describe('submitFailure', () => {
  it('gives final-form nothing for a save that went through', () => {
    expect(submitFailure(null)).toBeUndefined();
    expect(submitFailure(null, {})).toBeUndefined();
  });

  it("gives the failure as the form's submit error, beside any field errors", () => {
    expect(submitFailure('No se pudo guardar')).toEqual({ [FORM_ERROR]: 'No se pudo guardar' });
    expect(submitFailure('Revisa los campos', { name: 'Nombre demasiado largo' })).toEqual({
      [FORM_ERROR]: 'Revisa los campos',
      name: 'Nombre demasiado largo',
    });
    expect(submitFailure(null, { name: 'Ya existe' })).toEqual({ name: 'Ya existe' });
  });

  it('shows through final-form: the submit error under the form, a field error by its field', async () => {
    const failing = createForm<{ name: string }>({
      onSubmit: () => submitFailure('No se pudo guardar', { name: 'Ya existe' }),
    });
    failing.registerField('name', () => {}, {});
    await failing.submit();
    expect(failing.getState().submitError).toBe('No se pudo guardar');
    expect(failing.getFieldState('name')?.submitError).toBe('Ya existe');
    const passing = createForm({ onSubmit: () => submitFailure(null) });
    await passing.submit();
    expect(passing.getState().submitSucceeded).toBe(true);
  });
});
