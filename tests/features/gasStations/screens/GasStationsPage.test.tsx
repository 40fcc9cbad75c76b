import { screen, waitFor, within } from '@testing-library/react';
import GasStationsPage from '@/features/gasStations/screens/GasStationsPage';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import {
  ASSET_ATTACHED,
  FREE_PERMIT,
  managementHandlers,
  managementState,
  NO_REGISTRY_MATCH,
} from '../../../support/msw/managementHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));

function renderList(state = managementState()) {
  server.use(...managementHandlers(testOrigin, state));
  const result = renderScreen(<GasStationsPage />, {
    path: '/gas-stations',
    auth: admin,
    routes: [{ path: '/gas-stations/detail/:id', element: <p>detalle</p> }],
  });
  return { ...result, state };
}

const table = () => screen.getByRole('table', { name: 'Lista de gasolineras' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('GasStationsPage (list)', () => {
  it('shows the list columns and asks the server for the first 50', async () => {
    const { state } = renderList();
    await screen.findByText('Servicio Lomas');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .filter(Boolean),
    ).toEqual(['Nombre', 'Marca', 'Ciudad', 'Estado', 'Dirección', 'Permiso', 'Acciones']);
    expect(names()).toEqual([
      'Gasolinera Querétaro Centro',
      'Servicio Aguascalientes',
      'Servicio Lomas',
    ]);
    expect(state.requests).toEqual(['GET /api/gas_stations?items=50']);
  });

  it('filters on the server as the search is typed', async () => {
    const { user, state } = renderList();
    await screen.findByText('Servicio Lomas');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar gasolinera' }), 'queretaro');
    await waitFor(() => expect(names()).toEqual(['Gasolinera Querétaro Centro']));
    expect(state.requests).toContain('GET /api/gas_stations?items=50&search=queretaro');
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar gasolinera' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar gasolinera' }), 'zzz');
    expect(
      await screen.findByText('Ninguna gasolinera coincide con la búsqueda'),
    ).toBeInTheDocument();
  });

  it('says when there are no stations, and offers a retry when the list fails', async () => {
    renderList(managementState({ stations: [] }));
    expect(await screen.findByText('Aún no hay gasolineras')).toBeInTheDocument();
  });

  it('shows the failure with Reintentar', async () => {
    server.use(
      failing(
        'get',
        `${testOrigin.origin}/api/gas_stations`,
        500,
        'Error en servidor: Contacte a soporte',
      ),
    );
    renderScreen(<GasStationsPage />, { path: '/gas-stations', auth: admin });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("refuses to delete a station with an asset with the spec's message", async () => {
    const { user, store } = renderList();
    await screen.findByText('Servicio Aguascalientes');
    const row = screen.getByText('Servicio Aguascalientes').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar gasolinera' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(store.getState().toasts.items).toEqual([
        expect.objectContaining({ severity: 'error', message: ASSET_ATTACHED }),
      ]),
    );
    expect(names()).toContain('Servicio Aguascalientes');
  });

  it('deletes a station after confirming', async () => {
    const { user, store } = renderList();
    await screen.findByText('Servicio Lomas');
    const row = screen.getByText('Servicio Lomas').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() => expect(names()).not.toContain('Servicio Lomas'));
    expect(store.getState().toasts.items[0]).toMatchObject({
      message: 'gasStations:delete.success',
    });
  });
});

describe('GasStationsPage (form)', () => {
  async function openCreate() {
    const rendered = renderList();
    await screen.findByText('Servicio Lomas');
    await rendered.user.click(screen.getByRole('button', { name: 'Agregar gasolinera' }));
    const form = await screen.findByRole('form', { name: 'Nueva gasolinera' });
    return { ...rendered, form };
  }

  it('marks the required fields and refuses to save without them', async () => {
    const { user, form, state } = await openCreate();
    for (const label of ['Nombre', 'Marca', 'Dirección', 'Número de bombas', 'Permiso']) {
      expect(within(form).getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
    await user.click(within(form).getByRole('button', { name: 'Crear gasolinera' }));
    expect(within(form).getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(7);
    expect(state.stations).toHaveLength(3);
  });

  it('checks the permit shape, numeric pumps and shift times as typed', async () => {
    const { user, form } = await openCreate();
    await user.type(within(form).getByLabelText(/^Permiso/), 'PL-123');
    await user.tab();
    expect(
      within(form).getByText('Escribe un permiso como PL/658/EXP/ES/2015 o PS-XXXXXX'),
    ).toBeInTheDocument();
    const bombs = within(form).getByLabelText(/^Número de bombas/);
    await user.type(bombs, '1a2');
    expect(bombs).toHaveValue('12');
    await user.type(within(form).getByLabelText('Inicio del turno 2'), '22:00');
    await user.click(within(form).getByRole('button', { name: 'Crear gasolinera' }));
    expect(within(form).getByText('Escribe la hora de fin')).toBeInTheDocument();
  });

  it('says when the registry has no station with the permit', async () => {
    const { user, form } = await openCreate();
    await user.type(within(form).getByLabelText(/^Permiso/), 'pl/999/exp/es/2015');
    await user.click(within(form).getByRole('button', { name: 'Buscar en el registro' }));
    expect(await within(form).findByText(NO_REGISTRY_MATCH)).toBeInTheDocument();
  });

  it('creates a station from a registry permit and opens its detail', async () => {
    const { user, form, state, store, location } = await openCreate();
    await user.type(within(form).getByLabelText(/^Permiso/), FREE_PERMIT);
    await user.click(within(form).getByRole('button', { name: 'Buscar en el registro' }));
    await user.click(await within(form).findByRole('button', { name: 'Usar estos datos' }));
    expect(within(form).getByLabelText(/^Nombre/)).toHaveValue('SERVICIOS GUZMAN, S. A.');
    expect(within(form).getByLabelText('Latitud')).toHaveValue('21.8912');

    await user.click(within(form).getByRole('combobox', { name: /Cliente/ }));
    await user.click(await screen.findByRole('option', { name: 'Gasolinera Demo' }));
    await user.type(within(form).getByLabelText(/^Marca/), 'Pemex');
    await user.type(within(form).getByLabelText(/^Dirección/), 'Av. Norte 1201');
    await user.type(within(form).getByLabelText(/^Número de bombas/), '8');
    await user.click(within(form).getByRole('combobox', { name: /Estado/ }));
    await user.click(await screen.findByRole('option', { name: 'Aguascalientes' }));
    await user.click(within(form).getByRole('combobox', { name: /Ciudad/ }));
    await user.click(await screen.findByRole('option', { name: 'Jesús María' }));
    await user.type(within(form).getByLabelText('Inicio del turno 1'), '06:00');
    await user.type(within(form).getByLabelText('Fin del turno 1'), '14:00');
    await user.click(within(form).getByRole('button', { name: 'Crear gasolinera' }));

    await waitFor(() => expect(location().pathname).toBe('/gas-stations/detail/4'));
    expect(state.stations[3]).toMatchObject({
      name: 'SERVICIOS GUZMAN, S. A.',
      permission: FREE_PERMIT,
      city: 'Jesús María',
      bombs: 8,
      shifts: [{ shift: 1, starts_at: '06:00', ends_at: '14:00' }],
    });
    expect(store.getState().toasts.items[0]).toMatchObject({ message: 'gasStations:form.created' });
  });

  it("shows the server's refusal beside the permit field", async () => {
    const { user, state } = renderList();
    await screen.findByText('Servicio Lomas');
    const row = screen.getByText('Servicio Lomas').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const form = await screen.findByRole('form', { name: 'Editar gasolinera' });
    const permit = within(form).getByLabelText(/^Permiso/);
    await user.clear(permit);
    await user.type(permit, 'PL/1600/EXP/ES/2015');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await within(form).findByText('Ya existe una gasolinera con ese permiso'),
    ).toBeInTheDocument();
    expect(state.stations[0]!.permission).toBe('PL/1404/EXP/ES/2015');
  });
});
