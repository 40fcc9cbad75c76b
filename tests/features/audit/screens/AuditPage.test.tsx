import { screen, waitFor, within } from '@testing-library/react';
import AuditPage from '@/features/audit/screens/AuditPage';
import { saveBlob } from '@/lib/saveBlob';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { auditHandlers, auditState } from '../../../support/msw/auditHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

jest.mock('@/lib/saveBlob', () => ({ saveBlob: jest.fn() }));

const server = setupApiServer();
jest.setTimeout(20000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));

function renderAudit(state = auditState()) {
  server.use(...auditHandlers(testOrigin, state));
  return { ...renderScreen(<AuditPage />, { path: '/audit', auth: admin }), state };
}

const table = () => screen.getByRole('table', { name: 'Registros de auditoría' });

describe('AuditPage', () => {
  it('lists the records in Spanish: who, operation, object, station and outcome', async () => {
    renderAudit();
    const row = (await within(table()).findByText('Editar estación')).closest('tr')!;
    expect(within(row).getByText('admin@demo.surtidor.mx')).toBeInTheDocument();
    expect(within(row).getByText('Estación 1')).toBeInTheDocument();
    expect(within(row).getByText('Servicio Las Américas')).toBeInTheDocument();
    expect(within(row).getByText('Correcto')).toBeInTheDocument();
    const failed = within(table()).getByText('Inicio de sesión').closest('tr')!;
    expect(within(failed).getByText('Fallido')).toBeInTheDocument();
    expect(within(failed).getByText('nadie@correo.mx')).toBeInTheDocument();
  });

  it("opens a record's changed fields side by side, a secret only as changed", async () => {
    const { user } = renderAudit();
    await user.click(await within(table()).findByText('Editar estación'));
    const dialog = await screen.findByRole('dialog', { name: 'Registro 3' });
    const changes = within(dialog).getByRole('table');
    const cells = within(changes)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['name', 'Servicio Américas', 'Servicio Las Américas']);
    await user.click(within(dialog).getByRole('button', { name: /Cerrar/ }));
    await user.click(within(table()).getByText('Cambiar contraseña'));
    const secret = await screen.findByRole('dialog', { name: 'Registro 2' });
    expect(within(secret).getByText('Cambió (su valor no se guarda)')).toBeInTheDocument();
  });

  it('filters by operation and person, from the first page', async () => {
    const { user, state } = renderAudit();
    await within(table()).findByText('Editar estación');
    await user.click(screen.getByLabelText('Operación'));
    await user.click(await screen.findByRole('option', { name: 'Inicio de sesión' }));
    await waitFor(() =>
      expect(state.requests.at(-1)).toBe(
        'GET /api/audit_records?operation=login&items=50&offset=0',
      ),
    );
    await waitFor(() => expect(within(table()).queryByText('Editar estación')).toBeNull());
    await user.type(screen.getByLabelText('Persona (correo)'), 'nadie');
    await waitFor(() =>
      expect(state.requests.at(-1)).toBe(
        'GET /api/audit_records?actor=nadie&operation=login&items=50&offset=0',
      ),
    );
  });

  it('exports what the filters select as CSV', async () => {
    const { user, state } = renderAudit();
    await within(table()).findByText('Editar estación');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'auditoria.csv'));
    expect(state.requests).toContain('GET /api/audit_records/export');
  });

  it('says when nothing matches', async () => {
    renderAudit({ records: [], requests: [] });
    expect(await screen.findByText('No hay registros con estos filtros')).toBeInTheDocument();
  });

  it('shows a failed load', async () => {
    server.use(
      failing(
        'get',
        `${testOrigin.origin}/api/audit_records`,
        500,
        'Error en servidor: Contacte a soporte',
      ),
      ...auditHandlers(testOrigin),
    );
    renderScreen(<AuditPage />, { path: '/audit', auth: admin });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
  });
});
