import { screen, waitFor, within } from '@testing-library/react';
import { RuleForm } from '@/features/alertRules/components/RuleForm';
import {
  newRuleValues,
  toRuleInput,
  validateRule,
  valuesFromRule,
  type RuleFormValues,
} from '@/features/alertRules/model/ruleForm';
import { alertRulesState } from '../../../support/msw/alertRulesHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const stations = [
  { value: '1', label: 'Estación Centro' },
  { value: '2', label: 'Estación Valle' },
];

function renderForm(
  initialValues: RuleFormValues = newRuleValues(),
  onSubmit = jest.fn(
    async (_values: RuleFormValues) => undefined as Record<string, unknown> | undefined,
  ),
) {
  const view = renderWithProviders(
    <RuleForm
      mode="create"
      initialValues={initialValues}
      stations={stations}
      validate={validateRule}
      onSubmit={onSubmit}
      onCancel={jest.fn()}
      preview={(values) => <p>vista previa de {values.condition.kind ?? 'nada'}</p>}
    />,
  );
  return { ...view, onSubmit, form: screen.getByRole('form', { name: 'Nueva regla de alerta' }) };
}

describe('RuleForm', () => {
  it('asks for each kind only the parameters it takes', async () => {
    const { user, form } = renderForm();
    expect(within(form).queryByLabelText(/Cambio mínimo/)).toBeNull();
    await user.click(within(form).getByRole('combobox', { name: /Condición/ }));
    await user.click(await screen.findByRole('option', { name: 'Un competidor mueve su precio' }));
    expect(within(form).getByLabelText(/Cambio mínimo/)).toBeInTheDocument();
    expect(within(form).getByText(/Combustibles/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Horas/)).toBeNull();
    expect(within(form).getByText(/un competidor subió o bajó/)).toBeInTheDocument();
    expect(within(form).getByText('vista previa de competitor_move')).toBeInTheDocument();

    await user.click(within(form).getByRole('combobox', { name: /Condición/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Conector volumétrico con fallas' }),
    );
    expect(within(form).getByLabelText(/^Horas/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/Cambio mínimo/)).toBeNull();
    expect(within(form).queryByText(/Combustibles/)).toBeNull();
  });

  it('shows what is missing and sends a complete rule', async () => {
    const { user, form, onSubmit } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Crear regla' }));
    expect(within(form).getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(2);
    expect(within(form).getByText('Elige al menos una gasolinera')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/^Nombre/), 'Conector caído');
    await user.click(within(form).getByRole('combobox', { name: /Condición/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Conector volumétrico con fallas' }),
    );
    await user.type(within(form).getByLabelText(/^Horas/), '6h');
    await user.click(within(form).getByRole('combobox', { name: /Gasolineras/ }));
    await user.click(await screen.findByRole('option', { name: 'Estación Valle' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('checkbox', { name: 'WhatsApp' }));
    await user.click(within(form).getByRole('checkbox', { name: 'En la app' }));
    await user.click(within(form).getByRole('button', { name: 'Crear regla' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toRuleInput(onSubmit.mock.calls[0]![0])).toEqual({
      name: 'Conector caído',
      gas_station_ids: [2],
      condition: { kind: 'connector_failing', hours: 6 },
      severity: 'warning',
      channels: ['whatsapp'],
      enabled: true,
    });
  });

  it('refuses a rule without channels', async () => {
    const { user, form } = renderForm(valuesFromRule(alertRulesState().rules[0]!));
    await user.click(within(form).getByRole('checkbox', { name: 'En la app' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Correo' }));
    await user.click(within(form).getByRole('button', { name: 'Crear regla' }));
    expect(await within(form).findByText('Elige al menos un canal')).toBeInTheDocument();
  });

  it("puts the server's refusal beside its field", async () => {
    const onSubmit = jest.fn(
      async (_values: RuleFormValues): Promise<Record<string, unknown> | undefined> => ({
        gas_station_ids: 'Las gasolineras de una regla deben ser de un mismo cliente',
      }),
    );
    const { user, form } = renderForm(valuesFromRule(alertRulesState().rules[0]!), onSubmit);
    await user.click(within(form).getByRole('button', { name: 'Crear regla' }));
    expect(
      await within(form).findByText('Las gasolineras de una regla deben ser de un mismo cliente'),
    ).toBeInTheDocument();
  });
});
