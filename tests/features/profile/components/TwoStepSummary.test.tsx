import { screen } from '@testing-library/react';
import { Settings } from 'luxon';
import { TwoStepSummary, type TwoStepState } from '@/features/profile/components/TwoStepSummary';
import { renderWithProviders } from '../../../support/renderWithProviders';

const systemZone = Settings.defaultZone;
beforeAll(() => {
  Settings.defaultZone = 'America/Mexico_City';
});
afterAll(() => {
  Settings.defaultZone = systemZone;
});

const off: TwoStepState = {
  enabled: false,
  enabled_at: null,
  required: false,
  recovery_codes_left: 0,
};
const on: TwoStepState = {
  enabled: true,
  enabled_at: '2026-11-20T22:05:00Z',
  required: false,
  recovery_codes_left: 8,
};

function renderSummary(status: TwoStepState) {
  const onEnable = jest.fn();
  const onDisable = jest.fn();
  const result = renderWithProviders(
    <TwoStepSummary status={status} onEnable={onEnable} onDisable={onDisable} />,
  );
  return { ...result, onEnable, onDisable };
}

describe('TwoStepSummary', () => {
  it('off: says so and offers to turn it on', async () => {
    const { user, onEnable } = renderSummary(off);
    expect(screen.getByText('Desactivada')).toBeInTheDocument();
    expect(screen.queryByText(/Códigos de recuperación/)).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Activar']);
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(onEnable).toHaveBeenCalledTimes(1);
  });

  it('on: since when and the recovery codes left; set up again or turn off', async () => {
    const { user, onEnable, onDisable } = renderSummary(on);
    expect(screen.getByText('Activada desde el 20 nov 2026, 16:05')).toBeInTheDocument();
    expect(screen.getByText('Códigos de recuperación sin usar: 8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Configurar de nuevo' }));
    expect(onEnable).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(onDisable).toHaveBeenCalledTimes(1);
  });

  it('required: says the organisation requires it and cannot be turned off', () => {
    renderSummary({ ...on, required: true });
    expect(screen.getByText('Tu organización la requiere para tu cuenta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desactivar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Configurar de nuevo' })).toBeInTheDocument();
  });

  it('reads in English', () => {
    renderWithProviders(<TwoStepSummary status={on} onEnable={jest.fn()} onDisable={jest.fn()} />, {
      language: 'en',
    });
    expect(screen.getByText(/20 Nov 2026, 16:05/)).toBeInTheDocument();
  });
});
