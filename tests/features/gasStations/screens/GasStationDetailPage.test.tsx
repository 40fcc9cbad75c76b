import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import GasStationDetailPage from '@/features/gasStations/screens/GasStationDetailPage';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { managementHandlers, managementState } from '../../../support/msw/managementHandlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';
import { pngOf } from '../../../server/modules/images';

const server = setupApiServer();
// Tabs with eight report cards and several pickers each take a while on a busy machine.
jest.setTimeout(20000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));

function renderDetail(id = 1, state = managementState()) {
  server.use(...managementHandlers(testOrigin, state));
  const result = renderScreen(<GasStationDetailPage />, {
    path: '/gas-stations/detail/:idGasStation',
    at: `/gas-stations/detail/${id}`,
    auth: admin,
  });
  return { ...result, state };
}

async function openTab(user: ReturnType<typeof renderDetail>['user'], name: string) {
  await screen.findByRole('tab', { name: 'General' });
  await user.click(screen.getByRole('tab', { name }));
}

describe('GasStationDetailPage', () => {
  it('has the six tabs of the spec, General first with the station in the form', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Servicio Lomas' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Operadores',
      'Reportes',
      'Competencia',
      'Turnos de la estación',
      'Sistema volumétrico de la estación',
    ]);
    const form = await screen.findByRole('form', { name: 'Editar gasolinera' });
    expect(within(form).getByLabelText(/^Permiso/)).toHaveValue('PL/1404/EXP/ES/2015');
  });

  it('checks a brand photo before sending it: 300x300 px only', async () => {
    const { user, state } = renderDetail();
    const form = await screen.findByRole('form', { name: 'Editar gasolinera' });
    const input = within(form).getByLabelText('Elegir foto', { selector: 'input' });
    await user.upload(
      input,
      new File([new Uint8Array(pngOf(320, 300))], 'marca.png', { type: 'image/png' }),
    );
    expect(await within(form).findByText('La foto debe medir 300x300 px')).toBeInTheDocument();
    expect(state.requests.some((r) => r.includes('brand_photo'))).toBe(false);

    const png = pngOf(300, 300);
    // Node's File: the fetch under jsdom (undici) serialises only its own kind of Blob.
    await user.upload(
      input,
      new NodeFile([png], 'marca.png', { type: 'image/png' }) as unknown as File,
    );
    await waitFor(() =>
      expect(state.requests).toContain(`PUT /api/gas_stations/1/brand_photo ${png.length}`),
    );
  });

  it('says when the station does not exist', async () => {
    renderDetail(99);
    expect(await screen.findByText('La gasolinera no existe')).toBeInTheDocument();
  });

  it('lists the operators', async () => {
    const { user } = renderDetail();
    await openTab(user, 'Operadores');
    const table = await screen.findByRole('table', { name: 'Operadores de la gasolinera' });
    expect(await within(table).findByText('editor@demo.surtidor.mx')).toBeInTheDocument();
  });

  it('finds rivals by distance, adds one with an alias and removes it', async () => {
    const { user, state, store } = renderDetail();
    await openTab(user, 'Competencia');
    expect(
      await screen.findByText('Esta gasolinera aún no tiene competidores'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const candidates = await screen.findByRole('table', { name: 'Estaciones del registro' });
    expect(await within(candidates).findByText('1.04 km')).toBeInTheDocument();
    expect(state.requests).toContain(
      'GET /api/gas_stations/rivals/city/PL%2F1404%2FEXP%2FES%2F2015?radius_km=5',
    );
    await user.click(
      within(candidates).getByRole('button', { name: 'Agregar a SERVICIOS GUZMAN, S. A.' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Agregar competidor' });
    const alias = within(dialog).getByLabelText(/Alias del competidor/);
    await user.clear(alias);
    await user.type(alias, 'Guzmán');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    const current = await screen.findByRole('table', { name: 'Competidores de la gasolinera' });
    expect(await within(current).findByText('Guzmán')).toBeInTheDocument();
    expect(state.rivals[0]).toMatchObject({
      gas_station_id: 1,
      permission: 'PL/8543/EXP/ES/2015',
      name: 'Guzmán',
    });
    await waitFor(() =>
      expect(within(candidates).getByText('Ya es competidor')).toBeInTheDocument(),
    );

    await user.click(within(current).getByRole('button', { name: 'Quitar a Guzmán' }));
    await waitFor(() => expect(state.rivals).toEqual([]));
    expect(store.getState().toasts.items.map((t) => t.message)).toEqual([
      'gasStations:rivals.added',
      'gasStations:rivals.removed',
    ]);
  });

  it('searches by address, and tells when no registered station matches', async () => {
    const { user } = renderDetail();
    await openTab(user, 'Competencia');
    await user.click(await screen.findByRole('tab', { name: 'Por dirección' }));
    await user.type(screen.getByLabelText('Dirección, nombre o permiso'), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('Ninguna estación registrada coincide con la búsqueda'),
    ).toBeInTheDocument();
  });

  it('saves a report configuration and shows a refusal beside the contacts', async () => {
    const { user, state } = renderDetail();
    await openTab(user, 'Reportes');
    const card = await screen.findByRole('form', { name: 'Semanal ejecutivo' });
    await user.click(within(card).getByLabelText('Encendido'));
    await user.click(within(card).getByRole('combobox', { name: /Día de la semana/ }));
    await user.click(await screen.findByRole('option', { name: 'Viernes' }));
    await user.click(within(card).getByRole('combobox', { name: /Canal de envío/ }));
    await user.click(await screen.findByRole('option', { name: 'WhatsApp' }));
    await user.click(within(card).getByRole('combobox', { name: /Contactos/ }));
    await user.click(await screen.findByRole('option', { name: /Ana Ruiz/ }));
    await user.keyboard('{Escape}');
    await user.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(card).findByText('Un contacto elegido no tiene teléfono para WhatsApp'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('combobox', { name: /Canal de envío/ }));
    await user.click(await screen.findByRole('option', { name: 'Correo electrónico' }));
    await user.click(within(card).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(state.schedules.get(1)![1]).toMatchObject({
        enabled: true,
        weekday: 5,
        channel: 'email',
        contact_ids: [11],
      }),
    );
  });

  it('saves the shifts', async () => {
    const { user, state } = renderDetail();
    await openTab(user, 'Turnos de la estación');
    const form = await screen.findByRole('form', { name: 'Turnos de la estación' });
    await user.type(within(form).getByLabelText('Inicio del turno 2'), '22:00');
    await user.type(within(form).getByLabelText('Fin del turno 2'), '06:00');
    await user.click(within(form).getByRole('button', { name: 'Guardar turnos' }));
    await waitFor(() =>
      expect(state.stations[0]!.shifts).toEqual([
        { shift: 1, starts_at: '06:00', ends_at: '14:00' },
        { shift: 2, starts_at: '22:00', ends_at: '06:00' },
      ]),
    );
  });

  it('links the station to a volumetric system', async () => {
    const { user, state } = renderDetail();
    await openTab(user, 'Sistema volumétrico de la estación');
    const form = await screen.findByRole('form', { name: 'Sistema volumétrico' });
    await user.click(within(form).getByRole('combobox', { name: /Proveedor/ }));
    await user.click(await screen.findByRole('option', { name: 'Controles MX' }));
    await user.click(within(form).getByRole('combobox', { name: /Sistema/ }));
    await user.click(await screen.findByRole('option', { name: 'CM Cloud' }));
    await user.type(within(form).getByLabelText('ID de la estación en el sistema'), 'EST-77');
    await user.click(within(form).getByRole('button', { name: 'Guardar sistema volumétrico' }));
    await waitFor(() =>
      expect(state.stations[0]!.volumetric).toEqual({
        supplier_id: 1,
        system_id: 7,
        station_id: 'EST-77',
      }),
    );
  });
});
