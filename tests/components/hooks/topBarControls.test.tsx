import { useMemo, useState } from 'react';
import { screen } from '@testing-library/react';
import MainLayout from '@/features/shell/containers/MainLayout';
import { useTopBarControls } from '@/components/hooks/topBarControls';
import { demoProfiles, demoToken } from '../../support/msw/handlers';
import { setupApiServer } from '../../support/msw/server';
import { renderScreen, signedInAs } from '../../support/renderScreen';

setupApiServer();

function ScreenWithControls({ onAdd }: { onAdd: () => void }) {
  const [query, setQuery] = useState('');
  const controls = useMemo(
    () => ({
      search: { value: query, onChange: setQuery, placeholder: 'Buscar gasolinera' },
      action: { label: 'Agregar gasolinera', onClick: onAdd, icon: 'plus' as const },
    }),
    [query, onAdd],
  );
  useTopBarControls(controls);
  return <p>buscando: {query || '(nada)'}</p>;
}

it('a screen puts its search box and main action in the top bar', async () => {
  const onAdd = jest.fn();
  const { user } = renderScreen(
    <MainLayout menuItems={[]} screen="GasStations" onExportActions={jest.fn()}>
      <ScreenWithControls onAdd={onAdd} />
    </MainLayout>,
    { path: '/gas-stations', auth: signedInAs(demoProfiles.admin, demoToken('admin')) },
  );
  const search = await screen.findByPlaceholderText('Buscar gasolinera');
  await user.type(search, 'Pemex');
  expect(screen.getByText('buscando: Pemex')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Agregar gasolinera' }));
  expect(onAdd).toHaveBeenCalledTimes(1);
});

it('the top bar has no search box on screens that do not ask for one', async () => {
  renderScreen(
    <MainLayout menuItems={[]} screen="Metrics" onExportActions={jest.fn()}>
      <p>contenido</p>
    </MainLayout>,
    { path: '/metrics', auth: signedInAs(demoProfiles.admin, demoToken('admin')) },
  );
  await screen.findByText('contenido');
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});
