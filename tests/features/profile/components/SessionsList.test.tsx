import { screen, within } from '@testing-library/react';
import { Settings } from 'luxon';
import { SessionsList, type SessionRow } from '@/features/profile/components/SessionsList';
import { sessionInfo } from '../../../support/msw/accountSecurityHandlers';
import { renderWithProviders } from '../../../support/renderWithProviders';

const systemZone = Settings.defaultZone;
beforeAll(() => {
  Settings.defaultZone = 'America/Mexico_City';
});
afterAll(() => {
  Settings.defaultZone = systemZone;
});

const sessions: SessionRow[] = [
  sessionInfo(3, { current: true, created_at: '2026-11-29T14:00:00Z' }),
  sessionInfo(2, {
    browser: 'Safari 17',
    os: 'iOS',
    device: 'mobile',
    ip: '187.190.4.33',
    created_at: '2026-11-27T18:00:00Z',
    last_seen_at: '2026-11-28T21:10:00Z',
  }),
  sessionInfo(1, { browser: null, os: null, device: 'unknown', ip: null }),
];

function rows() {
  return within(screen.getByRole('list', { name: 'Sesiones' })).getAllByRole('listitem');
}

describe('SessionsList', () => {
  it('describes each session, marks the current one and ends no other without asking', () => {
    renderWithProviders(
      <SessionsList sessions={sessions} ending={null} onEnd={jest.fn()} onEndOthers={jest.fn()} />,
    );
    const [current, phone, unknown] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(current).toHaveTextContent('Computadora — Chrome 130 · Windows 10Esta sesión');
    expect(current).toHaveTextContent('Dirección: 201.141.12.8');
    expect(current).toHaveTextContent('Inició: 29 nov 2026, 08:00');
    expect(within(current).queryByRole('button')).toBeNull();
    expect(phone).toHaveTextContent('Teléfono — Safari 17 · iOS');
    expect(phone).toHaveTextContent('Última actividad: 28 nov 2026, 15:10');
    expect(unknown).toHaveTextContent('Dispositivo desconocido — Navegador desconocido');
    expect(unknown).not.toHaveTextContent('Dirección');
  });

  it('ends one session, or all the others', async () => {
    const onEnd = jest.fn();
    const onEndOthers = jest.fn();
    const { user } = renderWithProviders(
      <SessionsList sessions={sessions} ending={null} onEnd={onEnd} onEndOthers={onEndOthers} />,
    );
    await user.click(
      screen.getByRole('button', { name: 'Cerrar la sesión de Teléfono — Safari 17 · iOS' }),
    );
    expect(onEnd).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Cerrar las demás sesiones' }));
    expect(onEndOthers).toHaveBeenCalledTimes(1);
  });

  it('keeps every button still while one session is being ended', () => {
    renderWithProviders(
      <SessionsList sessions={sessions} ending={2} onEnd={jest.fn()} onEndOthers={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: /Teléfono/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /Dispositivo desconocido/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeDisabled();
  });

  it('says there is no other session when only this one is open', () => {
    renderWithProviders(
      <SessionsList
        sessions={[sessions[0]!]}
        ending={null}
        onEnd={jest.fn()}
        onEndOthers={jest.fn()}
      />,
    );
    expect(screen.getByText('No hay otras sesiones abiertas.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
