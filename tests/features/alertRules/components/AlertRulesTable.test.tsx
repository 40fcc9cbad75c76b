import { screen, within } from '@testing-library/react';
import { AlertRulesTable } from '@/features/alertRules/components/AlertRulesTable';
import { alertRule, alertRulesState } from '../../../support/msw/alertRulesHandlers';
import { HTML_METACHARACTERS, renderWithProviders } from '../../../support/renderWithProviders';

const now = new Date('2026-08-02T12:00:00Z');

function renderTable(props: Partial<Parameters<typeof AlertRulesTable>[0]> = {}) {
  const handlers = {
    onEdit: jest.fn(),
    onSilence: jest.fn(),
    onEndSilence: jest.fn(),
    onDelete: jest.fn(),
    onNotices: jest.fn(),
  };
  const view = renderWithProviders(
    <AlertRulesTable
      rules={alertRulesState().rules}
      now={now}
      canManage
      empty={<p>sin reglas</p>}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('AlertRulesTable', () => {
  it('shows each rule: owner, condition in words, stations, severity, channels, state, silence', () => {
    renderTable();
    const first = within(rowOf('Competencia baja Regular'));
    expect(first.getByText('Creada por Ana Administradora')).toBeInTheDocument();
    expect(
      first.getByText('Un competidor mueve Regular o Diesel en $0.50 o más'),
    ).toBeInTheDocument();
    expect(first.getByText('Estación Centro')).toBeInTheDocument();
    expect(first.getByText('Advertencia')).toBeInTheDocument();
    expect(first.getByText('En la app, Correo')).toBeInTheDocument();
    expect(first.getByText('Activa')).toBeInTheDocument();
    expect(first.getByText('—')).toBeInTheDocument();

    const second = within(rowOf('Conector caído'));
    expect(second.getByText('El conector volumétrico falla por 6 horas o más')).toBeInTheDocument();
    expect(second.getByText('3 gasolineras')).toHaveAttribute(
      'title',
      'Estación Centro, Estación Valle, Estación Aeropuerto',
    );
    expect(second.getByText('Crítica')).toBeInTheDocument();
    expect(second.getByText('En la app, WhatsApp')).toBeInTheDocument();
    // Silenced until 2099.
    expect(second.getByText(/2099/)).toBeInTheDocument();
  });

  it('offers silence on a rule that is not silenced, and ending it on one that is', async () => {
    const { user, onSilence, onEndSilence, onDelete, onEdit } = renderTable();
    await user.click(
      within(rowOf('Competencia baja Regular')).getByRole('button', { name: 'Más acciones' }),
    );
    expect(screen.queryByRole('menuitem', { name: 'Terminar silencio' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Silenciar' }));
    expect(onSilence).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));

    await user.click(within(rowOf('Conector caído')).getByRole('button', { name: 'Más acciones' }));
    await user.click(screen.getByRole('menuitem', { name: 'Terminar silencio' }));
    expect(onEndSilence).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));

    await user.click(within(rowOf('Conector caído')).getByRole('button', { name: 'Más acciones' }));
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));

    await user.click(screen.getByRole('row', { name: 'Editar la regla Conector caído' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it("offers 'Mis avisos' to everybody, and only that to those who do not manage rules", async () => {
    const { user, onNotices, onEdit } = renderTable({ canManage: false });
    await user.click(within(rowOf('Conector caído')).getByRole('button', { name: 'Más acciones' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Mis avisos']);
    await user.click(screen.getByRole('menuitem', { name: 'Mis avisos' }));
    expect(onNotices).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    // Reading a rule opens nothing.
    await user.click(screen.getByText('Competencia baja Regular'));
    expect(onEdit).not.toHaveBeenCalled();
  });

  it("offers 'Mis avisos' beside the managing actions", async () => {
    const { user, onNotices } = renderTable();
    await user.click(
      within(rowOf('Competencia baja Regular')).getByRole('button', { name: 'Más acciones' }),
    );
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Editar',
      'Mis avisos',
      'Silenciar',
      'Eliminar',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Mis avisos' }));
    expect(onNotices).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('shows names as text, the empty state and a failure with Reintentar', async () => {
    const { rerender } = renderTable({ rules: [alertRule({ name: HTML_METACHARACTERS })] });
    expect(screen.getByText(HTML_METACHARACTERS)).toBeInTheDocument();
    rerender(
      <AlertRulesTable
        rules={[]}
        now={now}
        canManage
        empty={<p>sin reglas</p>}
        onEdit={jest.fn()}
        onSilence={jest.fn()}
        onEndSilence={jest.fn()}
        onDelete={jest.fn()}
        onNotices={jest.fn()}
      />,
    );
    expect(screen.getByText('sin reglas')).toBeInTheDocument();
    const onRetry = jest.fn();
    const { user } = renderTable({ rules: [], error: { message: 'Falló', onRetry } });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
