import { screen, waitFor, within } from '@testing-library/react';
import NewSupplierPage from '@/features/volumetric/screens/NewSupplierPage';
import SupplierPage from '@/features/volumetric/screens/SupplierPage';
import VolumetricSuppliersPage from '@/features/volumetric/screens/VolumetricSuppliersPage';
import { demoProfiles, demoToken, failing } from '../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../support/msw/server';
import {
  SUPPLIER_TAKEN,
  volumetricHandlers,
  volumetricState,
} from '../../support/msw/volumetricHandlers';
import { renderScreen, signedInAs } from '../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);
const admin = signedInAs(demoProfiles.admin, demoToken('admin'));
/** Where navigation lands (the other screens are not mounted here). */
const elsewhere = { path: '*', element: <p>Otra pantalla</p> };

function renderAt(
  element: React.ReactElement,
  path: string,
  at: string,
  state = volumetricState(),
) {
  server.use(...volumetricHandlers(testOrigin, state));
  return { ...renderScreen(element, { path, at, auth: admin, routes: [elsewhere] }), state };
}

describe('VolumetricSuppliersPage', () => {
  it('lists the suppliers with their systems and linked stations, and opens one', async () => {
    const { user, location } = renderAt(
      <VolumetricSuppliersPage />,
      '/volumetric-suppliers',
      '/volumetric-suppliers',
    );
    const table = await screen.findByRole('table', { name: 'Lista de proveedores volumétricos' });
    const row = await within(table).findByRole('row', { name: 'Abrir proveedor Controles MX' });
    expect(within(row).getByText('cmx')).toBeInTheDocument();
    expect(within(row).getAllByText('2')).toHaveLength(2); // two systems, two stations
    expect(
      within(table).getByRole('row', { name: 'Abrir proveedor Volumétricos del Bajío' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Nuevo proveedor' }).length).toBeGreaterThan(0);
    await user.click(row);
    expect(location().pathname).toBe('/volumetric-suppliers/1');
  });

  it('says when there is no supplier yet', async () => {
    renderAt(<VolumetricSuppliersPage />, '/volumetric-suppliers', '/volumetric-suppliers', {
      ...volumetricState(),
      suppliers: [],
      systems: [],
    });
    expect(await screen.findByText('Aún no hay proveedores volumétricos')).toBeInTheDocument();
  });

  it('shows the support message while the server answers 501', async () => {
    server.use(
      failing('get', `${testOrigin.origin}/api/volumetric_suppliers`, 501, 'Not Implemented'),
    );
    renderScreen(<VolumetricSuppliersPage />, { path: '/volumetric-suppliers', auth: admin });
    expect(await screen.findByText('Error en servidor: Contacte a soporte')).toBeInTheDocument();
  });
});

describe('NewSupplierPage', () => {
  it('warns that name and alias are fixed, confirms, and says a taken one beside the fields', async () => {
    const { user, state, store } = renderAt(
      <NewSupplierPage />,
      '/volumetric-suppliers/new',
      '/volumetric-suppliers/new',
    );
    const form = await screen.findByRole('form', { name: 'Nuevo proveedor' });
    const warning = 'El nombre y el alias no se pueden cambiar después de crear el proveedor.';
    expect(within(form).getByText(warning)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Registrar proveedor' }));
    expect(within(form).getAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(state.requests).toEqual([]);

    await user.type(within(form).getByLabelText(/^Nombre/), 'Controles Nuevos');
    await user.type(within(form).getByLabelText(/^Alias/), 'CMX');
    await user.click(within(form).getByRole('button', { name: 'Registrar proveedor' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Registrar el proveedor?' });
    expect(within(dialog).getByText(warning)).toBeInTheDocument();
    expect(state.requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(within(form).getAllByText(SUPPLIER_TAKEN)).toHaveLength(2));
    expect(state.requests).toHaveLength(1);
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'error',
      message: SUPPLIER_TAKEN,
    });
  });

  it('registers after confirming, says so and opens the new supplier', async () => {
    const { user, state, store, location } = renderAt(
      <NewSupplierPage />,
      '/volumetric-suppliers/new',
      '/volumetric-suppliers/new',
    );
    const form = await screen.findByRole('form', { name: 'Nuevo proveedor' });
    await user.type(within(form).getByLabelText(/^Nombre/), 'Gasolineros Unidos');
    await user.type(within(form).getByLabelText(/^Alias/), 'gu');
    await user.click(within(form).getByRole('button', { name: 'Registrar proveedor' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Registrar el proveedor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(location().pathname).toBe('/volumetric-suppliers/3'));
    expect(state.requests[0]!.body).toEqual({ name: 'Gasolineros Unidos', alias: 'gu' });
    expect(store.getState().toasts.items.at(-1)).toMatchObject({
      severity: 'success',
      message: 'volumetric:supplierForm.created',
    });
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user, state } = renderAt(
      <NewSupplierPage />,
      '/volumetric-suppliers/new',
      '/volumetric-suppliers/new',
    );
    const form = await screen.findByRole('form', { name: 'Nuevo proveedor' });
    await user.type(within(form).getByLabelText(/^Nombre/), 'Otro');
    await user.type(within(form).getByLabelText(/^Alias/), 'otro');
    await user.click(within(form).getByRole('button', { name: 'Registrar proveedor' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Registrar el proveedor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.requests).toEqual([]);
  });
});

describe('SupplierPage', () => {
  it('shows name and alias and the systems with the last error in a badge', async () => {
    const { user, location } = renderAt(
      <SupplierPage />,
      '/volumetric-suppliers/:id',
      '/volumetric-suppliers/1',
    );
    expect(await screen.findByRole('heading', { name: 'Controles MX' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sistemas del proveedor' });
    const row = within(table).getByRole('row', { name: 'Abrir sistema CM Cloud' });
    expect(within(row).getByText('api.controlesmx.example')).toBeInTheDocument();
    expect(within(row).getByText('Cada 60 min')).toBeInTheDocument();
    expect(within(row).getByText('El proveedor respondió 503')).toBeInTheDocument();
    expect(within(row).getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo sistema' })).toBeInTheDocument();
    await user.click(row);
    expect(location().pathname).toBe('/volumetric-suppliers/1/systems/7');
  });

  it("says 'Sistema no encontrado' with a link back to the list for an unknown supplier", async () => {
    renderAt(<SupplierPage />, '/volumetric-suppliers/:id', '/volumetric-suppliers/99');
    expect(await screen.findByText('Sistema no encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a proveedores' })).toHaveAttribute(
      'href',
      '/volumetric-suppliers',
    );
  });
});
