import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import EditSystemPage from '@/features/volumetric/screens/EditSystemPage';
import NewSystemPage from '@/features/volumetric/screens/NewSystemPage';
import { demoProfiles, demoToken, failing } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { volumetricHandlers, volumetricState } from '../../../support/msw/volumetricHandlers';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
// The system form has some thirty fields.
jest.setTimeout(60000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));
/** Where navigation lands (the other screens are not mounted here). */
const elsewhere = { path: '*', element: <p>Otra pantalla</p> };
const EDIT_PATH = '/volumetric-suppliers/:volumetric_supplier_id/systems/:id';

function renderEdit(at = '/volumetric-suppliers/1/systems/7', state = volumetricState()) {
  server.use(...volumetricHandlers(testOrigin, state));
  return {
    ...renderScreen(<EditSystemPage />, { path: EDIT_PATH, at, auth: admin, routes: [elsewhere] }),
    state,
  };
}

function renderNew(state = volumetricState()) {
  server.use(...volumetricHandlers(testOrigin, state));
  return {
    ...renderScreen(<NewSystemPage />, {
      path: '/volumetric-suppliers/:id/systems/new',
      at: '/volumetric-suppliers/2/systems/new',
      auth: admin,
      routes: [elsewhere],
    }),
    state,
  };
}

/** Puts text in a field at once (faster than typing; brackets stay literal). */
async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}
const MAPPED = [
  'Folio',
  'Fecha y hora',
  'Bomba',
  'Producto',
  'Tipo de pago',
  'Volumen',
  'Precio',
  'Importe',
];
const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label);

describe('NewSystemPage', () => {
  it('asks for the required values and a body that parses as a JSON object', async () => {
    const { user, state } = renderNew();
    const form = await screen.findByRole('form', { name: 'Nuevo sistema' });
    expect(field(form, /^Intervalo de consulta/)).toHaveValue('60');
    expect(field(form, /^Días hacia atrás/)).toHaveValue('1');

    await fill(user, field(form, /^Cuerpo \(JSON\)/), '{{"filters": ');
    await user.click(within(form).getByRole('button', { name: 'Crear sistema' }));
    expect(within(form).getByText('El cuerpo debe ser un JSON válido')).toBeInTheDocument();
    expect(within(form).getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(
      10,
    );
    expect(field(form, /^Nombre del sistema/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(form, /^Folio/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(form, /^Empleado/)).not.toHaveAttribute('aria-invalid');
    expect(state.requests).toEqual([]);
  });

  it('creates a system with a static token and goes back to the supplier', async () => {
    const { user, state, store, location } = renderNew();
    const form = await screen.findByRole('form', { name: 'Nuevo sistema' });
    await fill(user, field(form, /^Nombre del sistema/), 'Bajío Nube');
    await user.clear(field(form, /^Intervalo de consulta/));
    await fill(user, field(form, /^Intervalo de consulta/), '10');
    await fill(user, field(form, /^URL de datos/), 'https://bajio.example/tickets');
    await fill(user, field(form, /^Ruta de los registros/), '$.items[*]');
    for (const label of ['Folio', 'Fecha y hora', 'Bomba', 'Producto', 'Tipo de pago']) {
      await fill(user, field(form, new RegExp(`^${label}`)), `$.${label.length}`);
    }
    for (const label of ['Volumen', 'Precio', 'Importe']) {
      await fill(user, field(form, new RegExp(`^${label}`)), '$.x');
    }
    await user.click(within(form).getByRole('combobox', { name: /Tipo de autenticación/ }));
    await user.click(await screen.findByRole('option', { name: 'Token estático' }));
    await user.click(within(form).getByRole('button', { name: 'Crear sistema' }));
    expect(within(form).getByText('El valor mínimo es 15')).toBeInTheDocument();
    expect(within(form).getByText('Escribe el token')).toBeInTheDocument();

    await user.clear(field(form, /^Intervalo de consulta/));
    await fill(user, field(form, /^Intervalo de consulta/), '30');
    await fill(user, field(form, /^Token/), 'tok-nuevo');
    await user.click(within(form).getByRole('button', { name: 'Crear sistema' }));
    await waitFor(() => expect(location().pathname).toBe('/volumetric-suppliers/2'));
    const sent = state.requests[0]!;
    expect(sent.path).toBe('/api/volumetric_suppliers/2/systems');
    expect(sent.body).toMatchObject({
      name: 'Bajío Nube',
      pull_interval_minutes: 30,
      look_back_days: 1,
      static_token: 'tok-nuevo',
      token_url: null,
      token_path: '$.access_token',
      data_body: null,
      reports_url: null,
      mapper: { employee: '', volume: '$.x' },
    });
    expect(sent.body).not.toHaveProperty('token_body');
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      message: 'volumetric:systemForm.created',
    });
  });
});

describe('Probar conexión on a new system', () => {
  it('asks to fix the form first, then sends the station id typed at the supplier', async () => {
    const { user, state } = renderNew();
    const form = await screen.findByRole('form', { name: 'Nuevo sistema' });
    const panel = screen.getByRole('region', { name: 'Probar conexión' });
    await user.click(within(panel).getByRole('button', { name: 'Probar conexión' }));
    expect(
      within(panel).getByText('Corrige los campos marcados del formulario antes de probar.'),
    ).toBeInTheDocument();
    expect(field(form, /^Nombre del sistema/)).toHaveAttribute('aria-invalid', 'true');

    await fill(user, field(form, /^Nombre del sistema/), 'Bajío Nube');
    await fill(user, field(form, /^URL de datos/), 'https://bajio.example/tickets');
    await fill(user, field(form, /^Ruta de los registros/), '$.items[*]');
    for (const label of MAPPED) await fill(user, field(form, new RegExp(`^${label}`)), '$.v');
    await fill(user, within(panel).getByLabelText(/^Id de la estación en el proveedor/), 'B-12');
    await user.click(within(panel).getByRole('button', { name: 'Probar conexión' }));
    await within(panel).findByRole('table', { name: 'Registros leídos' });
    expect(state.requests).toHaveLength(1);
    expect(state.requests[0]!.body).toMatchObject({
      volumetric_station_id: 'B-12',
      system: { name: 'Bajío Nube', records_path: '$.items[*]' },
    });
    expect(state.requests[0]!.body).not.toHaveProperty('system_id');
  });
});

describe('EditSystemPage', () => {
  it('says the support message when the server fails', async () => {
    const { user } = renderEdit();
    server.use(
      failing(
        'put',
        `${testOrigin.origin}/api/volumetric_suppliers/1/systems/7`,
        501,
        'Not Implemented',
      ),
    );
    const form = await screen.findByRole('form', { name: 'Editar sistema' });
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await within(form).findByText('Error en servidor: Contacte a soporte'),
    ).toBeInTheDocument();
  });

  it('never shows saved secrets, and leaves them out of the update unless typed', async () => {
    const { user, state, store } = renderEdit();
    const form = await screen.findByRole('form', { name: 'Editar sistema' });
    expect(field(form, /^Nombre del sistema/)).toHaveValue('CM Cloud');
    expect(
      within(form).getByText('Guardado — escribe uno nuevo para reemplazarlo'),
    ).toBeInTheDocument();
    expect(field(form, /^Cuerpo de la solicitud de token/)).toHaveValue('');

    await user.clear(field(form, /^Nombre del sistema/));
    await fill(user, field(form, /^Nombre del sistema/), 'CM Cloud 2');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(state.requests).toHaveLength(1));
    expect(state.requests[0]).toMatchObject({ method: 'PUT', body: { name: 'CM Cloud 2' } });
    expect(state.requests[0]!.body).not.toHaveProperty('token_body');
    expect(state.requests[0]!.body).not.toHaveProperty('static_token');
    expect(state.systems[0]!.token_body).toBe('{"user":"surtidor","password":"s3creto"}');
    await waitFor(() =>
      expect(store.getState().toasts.items.at(-1)).toMatchObject({
        message: 'volumetric:systemForm.updated',
      }),
    );

    const again = await screen.findByRole('form', { name: 'Editar sistema' });
    await fill(user, field(again, /^Cuerpo de la solicitud de token/), '{"user":"x"');
    await user.click(within(again).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(again).getByText('El cuerpo debe ser un JSON válido')).toBeInTheDocument();
    await fill(user, field(again, /^Cuerpo de la solicitud de token/), '}');
    await user.click(within(again).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(state.requests).toHaveLength(2));
    expect(state.requests[1]!.body).toMatchObject({ token_body: '{"user":"x"}' });
  });

  it('sends the SAT reports address, refuses one that is not http(s), and clears it', async () => {
    const { user, state } = renderEdit();
    const form = await screen.findByRole('form', { name: 'Editar sistema' });
    const reportsField = () => field(form, /^URL de reportes del SAT \(opcional\)/);
    expect(reportsField()).toHaveValue('');
    await fill(user, reportsField(), 'ftp://api.controlesmx.example/reportes');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(
      within(form).getByText('Escribe una URL que empiece con http:// o https://'),
    ).toBeInTheDocument();
    expect(reportsField()).toHaveAttribute('aria-invalid', 'true');
    expect(state.requests).toEqual([]);

    await user.clear(reportsField());
    await fill(user, reportsField(), 'https://api.controlesmx.example/v2/reportes');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(state.requests).toHaveLength(1));
    expect(state.requests[0]!.body).toMatchObject({
      reports_url: 'https://api.controlesmx.example/v2/reportes',
    });
    expect(state.systems[0]!.reports_url).toBe('https://api.controlesmx.example/v2/reportes');

    // The saved system comes back with it (a new form); emptying the field means none.
    await waitFor(() => expect(form).not.toBeInTheDocument());
    const again = await screen.findByRole('form', { name: 'Editar sistema' });
    const saved = within(again).getByLabelText(/^URL de reportes del SAT/);
    expect(saved).toHaveValue('https://api.controlesmx.example/v2/reportes');
    await user.clear(saved);
    await user.click(within(again).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(state.requests).toHaveLength(2));
    expect(state.requests[1]!.body).toMatchObject({ reports_url: null });
  });

  it('sends null for a saved secret the user cleared', async () => {
    const { user, state } = renderEdit();
    const form = await screen.findByRole('form', { name: 'Editar sistema' });
    await user.click(within(form).getByRole('button', { name: 'Borrar el guardado' }));
    expect(within(form).getByText('Se borrará al guardar.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(state.requests).toHaveLength(1));
    expect(state.requests[0]!.body).toMatchObject({ token_body: null });
  });

  it('tries the unsaved values with the saved secrets and shows each step and the bad row', async () => {
    const { user, state } = renderEdit();
    const form = await screen.findByRole('form', { name: 'Editar sistema' });
    await user.clear(field(form, /^Ruta de los registros/));
    await fill(user, field(form, /^Ruta de los registros/), '$.data.ventas[*]');
    const panel = screen.getByRole('region', { name: 'Probar conexión' });
    expect(within(panel).getByRole('combobox', { name: /Estación/ })).toHaveTextContent(
      'Servicio Lomas',
    );
    await user.click(within(panel).getByRole('button', { name: 'Probar conexión' }));

    const rows = await within(panel).findByRole('table', { name: 'Registros leídos' });
    const sent = state.requests[0]!;
    expect(sent.path).toBe('/api/volumetric_suppliers/1/systems/test');
    expect(sent.body).toMatchObject({
      system_id: 7,
      gas_station_id: 1,
      system: {
        records_path: '$.data.ventas[*]',
        token_url: 'https://api.controlesmx.example/v2/token',
      },
    });
    expect((sent.body as { system: object }).system).not.toHaveProperty('token_body');
    expect((sent.body as { date: string }).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(state.systems[0]!.data_url).toBe('https://api.controlesmx.example/v2/ventas');

    expect(within(panel).getByRole('region', { name: 'Solicitud de token' })).toBeInTheDocument();
    const data = within(panel).getByRole('region', { name: 'Solicitud de datos' });
    expect(within(data).getByText(/Authorization: Bearer \*\*\*\*/)).toBeInTheDocument();
    expect(within(panel).getByText('2 registros encontrados')).toBeInTheDocument();
    expect(within(rows).getByText('A-1001')).toBeInTheDocument();
    expect(within(rows).getByText('La bomba debe ser un número desde 1')).toBeInTheDocument();
  });

  it('shows the linked stations and queues a pull of them', async () => {
    const { user, store } = renderEdit();
    const table = await screen.findByRole('table', {
      name: 'Estado de consulta de las estaciones',
    });
    expect(within(table).getByText('CMX-0977')).toBeInTheDocument();
    expect(within(table).getByText('El proveedor respondió 503')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a estaciones' })).toHaveAttribute(
      'href',
      '/gas-stations',
    );
    await user.click(screen.getByRole('button', { name: 'Sincronizar ahora' }));
    await waitFor(() =>
      expect(store.getState().toasts.items.at(-1)).toMatchObject({
        message: 'volumetric:sync.queued',
        values: { count: 2 },
      }),
    );
  });

  it("says 'Sistema no encontrado' for a system of another supplier", async () => {
    renderEdit('/volumetric-suppliers/2/systems/7');
    expect(await screen.findByText('Sistema no encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al proveedor' })).toHaveAttribute(
      'href',
      '/volumetric-suppliers/2',
    );
  });
});
