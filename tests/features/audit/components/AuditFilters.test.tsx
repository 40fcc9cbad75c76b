import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import {
  AuditFilters,
  NO_FILTERS,
  type AuditFilterValues,
} from '@/features/audit/components/AuditFilters';
import { renderWithProviders } from '../../../support/renderWithProviders';

const stations = [
  { id: 1, name: 'Servicio Las Américas' },
  { id: 2, name: 'Gasolinera Bajío Centro' },
];

/** The filters as the screen holds them: every change is kept and reported. */
function Holder({
  onChange,
  onExport = jest.fn(),
  exporting,
  initial = NO_FILTERS,
}: {
  onChange: (values: AuditFilterValues) => void;
  onExport?: () => void;
  exporting?: boolean;
  initial?: AuditFilterValues;
}) {
  const [values, setValues] = useState(initial);
  return (
    <AuditFilters
      values={values}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
      operations={['login', 'updateGasStation', 'someNewOperation']}
      objectTypes={['gas_station', 'user']}
      stations={stations}
      onExport={onExport}
      exporting={exporting}
    />
  );
}

const bar = () => screen.getByRole('search', { name: 'Registros de auditoría' });

describe('AuditFilters', () => {
  it('draws the seven filters in order, with their labels', () => {
    renderWithProviders(<Holder onChange={jest.fn()} />);
    // Each control's label, in the order they are drawn (the required asterisk aside).
    const labels = Array.from(bar().querySelectorAll('input, [role="combobox"]')).map((control) =>
      (control.getAttribute('aria-labelledby')
        ? document.getElementById(control.getAttribute('aria-labelledby')!)
        : (control as HTMLInputElement).labels?.[0]
      )?.textContent?.trim(),
    );
    expect(labels).toEqual([
      'Persona (correo)',
      'Operación',
      'Objeto',
      'Id del objeto',
      'Estación',
      'Desde',
      'Hasta',
    ]);
    expect(within(bar()).getByLabelText(/^Desde/, { selector: 'input' })).toHaveAttribute(
      'type',
      'date',
    );
  });

  it('reports each change with the other filters kept', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Holder onChange={onChange} />);
    await user.type(within(bar()).getByLabelText(/^Persona/, { selector: 'input' }), 'ed');
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, actor: 'ed' });

    await user.click(within(bar()).getByRole('combobox', { name: /^Operación/ }));
    const operations = await screen.findByRole('listbox');
    // Known operations by their names, an unknown one as it is called.
    expect(
      within(operations)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'Inicio de sesión', 'Editar estación', 'someNewOperation']);
    await user.click(within(operations).getByRole('option', { name: 'Editar estación' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      actor: 'ed',
      operation: 'updateGasStation',
    });

    await user.click(within(bar()).getByRole('combobox', { name: /^Objeto/ }));
    await user.click(await screen.findByRole('option', { name: 'Usuario' }));
    await user.type(within(bar()).getByLabelText(/^Id del objeto/, { selector: 'input' }), '7');
    await user.click(within(bar()).getByRole('combobox', { name: /^Estación/ }));
    await user.click(await screen.findByRole('option', { name: 'Gasolinera Bajío Centro' }));
    await user.type(within(bar()).getByLabelText(/^Desde/, { selector: 'input' }), '2026-03-01');
    await user.type(within(bar()).getByLabelText(/^Hasta/, { selector: 'input' }), '2026-03-02');
    expect(onChange).toHaveBeenLastCalledWith({
      actor: 'ed',
      operation: 'updateGasStation',
      objectType: 'user',
      objectId: '7',
      stationId: '2',
      from: '2026-03-01',
      to: '2026-03-02',
    });
  });

  it('clears every filter and exports what they select', async () => {
    const onChange = jest.fn();
    const onExport = jest.fn();
    const { user } = renderWithProviders(
      <Holder
        onChange={onChange}
        onExport={onExport}
        initial={{ ...NO_FILTERS, actor: 'editor@', operation: 'login', from: '2026-03-01' }}
      />,
    );
    expect(within(bar()).getByLabelText(/^Persona/, { selector: 'input' })).toHaveValue('editor@');
    expect(within(bar()).getByRole('combobox', { name: /^Operación/ })).toHaveTextContent(
      'Inicio de sesión',
    );
    await user.click(within(bar()).getByRole('button', { name: 'Exportar CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    await user.click(within(bar()).getByRole('button', { name: 'Limpiar filtros' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_FILTERS);
    expect(within(bar()).getByLabelText(/^Persona/, { selector: 'input' })).toHaveValue('');
  });

  it('holds the export while one is running', () => {
    renderWithProviders(<Holder onChange={jest.fn()} exporting />);
    expect(within(bar()).getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });
});
