import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import ProviderCustomersPage from '@/features/provider/screens/ProviderCustomersPage';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
const at = (path: string) => `${testOrigin.origin}${path}`;

function providerApi() {
  server.use(
    http.get(at('/api/v2/surtidor_customer/surtidor_customers'), () =>
      HttpResponse.json({
        items: [
          {
            id: 2,
            name: 'Combustibles del Bajío',
            legal_name: 'Combustibles del Bajío Demo S.A. de C.V.',
            rfc: null,
            city: 'Querétaro',
            state: 'Querétaro',
            station_count: 1,
          },
        ],
        total: 1,
      }),
    ),
    http.get(at('/api/v2/surtidor_customer/gas_stations/by_owner/2'), () =>
      HttpResponse.json({
        items: [
          {
            id: 6,
            name: 'Estación Bajío',
            permission: 'PL/9000/EXP/ES/2016',
            brand: null,
            city: 'Querétaro',
            state: 'Querétaro',
            address: null,
            customer_id: 2,
          },
        ],
        total: 1,
      }),
    ),
  );
}

describe('ProviderCustomersPage', () => {
  it("lists customers and opens a customer's stations", async () => {
    providerApi();
    const { user } = renderScreen(<ProviderCustomersPage />, {
      path: '/provider/customers',
      auth: signedInAs(demoProfiles.proveedor, demoToken('proveedor')),
    });
    const table = await screen.findByRole('table', { name: 'Lista de clientes' });
    await user.click(await within(table).findByRole('row', { name: 'Ver Combustibles del Bajío' }));
    const stations = await screen.findByRole('table', { name: 'Gasolineras del cliente' });
    expect(await within(stations).findByText('PL/9000/EXP/ES/2016')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a clientes' }));
    expect(await screen.findByRole('table', { name: 'Lista de clientes' })).toBeInTheDocument();
  });

  it('shows other roles an explanation and calls nothing', () => {
    renderScreen(<ProviderCustomersPage />, {
      path: '/provider/customers',
      auth: signedInAs(demoProfiles.editor, demoToken('editor')),
    });
    expect(screen.getByText('Esta sección es para usuarios del proveedor.')).toBeInTheDocument();
  });
});
