import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  RuleNoticesDialog,
  type RuleNoticesDialogProps,
} from '@/features/alertRules/components/RuleNoticesDialog';
import { submitFailure } from '@/lib/forms';
import { renderWithProviders } from '../../../support/renderWithProviders';

function renderDialog(props: Partial<RuleNoticesDialogProps> = {}) {
  const onSubmit = jest.fn(async () => undefined);
  const onReset = jest.fn(async (): Promise<string | undefined> => undefined);
  const onCancel = jest.fn();
  const view = renderWithProviders(
    <MemoryRouter>
      <RuleNoticesDialog
        open
        name="Conector caído"
        notices={{
          channels: ['email'],
          rule_channels: ['in_app', 'email', 'whatsapp'],
          owner: false,
          chosen: true,
        }}
        email="eduardo@empresa.mx"
        settingsPath="/profile?section=notices"
        onSubmit={onSubmit}
        onReset={onReset}
        onCancel={onCancel}
        {...props}
      />
    </MemoryRouter>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Mis avisos de «Conector caído»' });
  return { ...view, dialog, onSubmit, onReset, onCancel };
}

const box = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;

describe('RuleNoticesDialog', () => {
  it('shows the choice, keeps in-app on, and saves the channels picked', async () => {
    const { user, dialog, onSubmit } = renderDialog();
    expect(box(dialog, 'En la app')).toBeChecked();
    expect(box(dialog, 'En la app')).toBeDisabled();
    expect(box(dialog, 'Correo')).toBeChecked();
    expect(box(dialog, 'WhatsApp')).not.toBeChecked();
    expect(dialog).toHaveTextContent('La regla avisa por: En la app, Correo, WhatsApp.');
    expect(dialog).toHaveTextContent('A eduardo@empresa.mx.');
    await user.click(box(dialog, 'Correo'));
    await user.click(box(dialog, 'WhatsApp'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar avisos' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['whatsapp']));
  });

  it('disables a channel the rule does not offer and never sends it', async () => {
    const { user, dialog, onSubmit } = renderDialog({
      notices: {
        channels: ['email', 'whatsapp'],
        rule_channels: ['in_app', 'email'],
        owner: true,
        chosen: true,
      },
    });
    expect(box(dialog, 'WhatsApp')).toBeDisabled();
    expect(box(dialog, 'WhatsApp')).not.toBeChecked();
    expect(dialog).toHaveTextContent('Esta regla no avisa por WhatsApp.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar avisos' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['email']));
  });

  it('says what applies before choosing: the owner gets the rule channels, others nothing', () => {
    const owner = renderDialog({
      notices: {
        channels: ['email'],
        rule_channels: ['in_app', 'email'],
        owner: true,
        chosen: false,
      },
    });
    expect(owner.dialog).toHaveTextContent(
      'Creaste esta regla: recibes sus canales hasta que elijas otros.',
    );
    owner.unmount();
    const other = renderDialog({
      notices: { channels: [], rule_channels: ['in_app', 'email'], owner: false, chosen: false },
    });
    expect(other.dialog).toHaveTextContent(
      'Aún no recibes avisos de esta regla fuera de la app: elige por dónde.',
    );
  });

  it('goes back to the default once chosen, saying what it means, and shows a failure', async () => {
    const { user, dialog, onReset, onSubmit, unmount } = renderDialog();
    expect(dialog).toHaveTextContent('Dejarás de recibir avisos de esta regla fuera de la app.');
    await user.click(within(dialog).getByRole('button', { name: 'Volver a lo predeterminado' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();

    const owner = renderDialog({
      notices: { channels: [], rule_channels: ['in_app', 'email'], owner: true, chosen: true },
      onReset: jest.fn(async () => 'Regla no encontrada'),
    });
    expect(owner.dialog).toHaveTextContent(
      'Recibirás los canales de la regla, también si cambian.',
    );
    await owner.user.click(
      within(owner.dialog).getByRole('button', { name: 'Volver a lo predeterminado' }),
    );
    expect(await within(owner.dialog).findByText('Regla no encontrada')).toBeInTheDocument();
    owner.unmount();

    // Nothing chosen: the default already applies.
    const unchosen = renderDialog({
      notices: {
        channels: ['email'],
        rule_channels: ['in_app', 'email'],
        owner: true,
        chosen: false,
      },
    });
    expect(
      within(unchosen.dialog).queryByRole('button', { name: 'Volver a lo predeterminado' }),
    ).toBeNull();
  });

  it('links to the quiet hours and digest on the profile', () => {
    const { dialog } = renderDialog();
    expect(
      within(dialog).getByRole('link', { name: 'Ir a Notificaciones de alertas' }),
    ).toHaveAttribute('href', '/profile?section=notices');
  });

  it('shows the failed save, a failed load with Reintentar, and a spinner while loading', async () => {
    const failing = renderDialog({
      onSubmit: jest.fn(async () => submitFailure('Regla no encontrada')),
    });
    await failing.user.click(
      within(failing.dialog).getByRole('button', { name: 'Guardar avisos' }),
    );
    expect(await within(failing.dialog).findByText('Regla no encontrada')).toBeInTheDocument();
    failing.unmount();

    const onRetry = jest.fn();
    const { user, dialog, unmount } = renderDialog({
      notices: null,
      failure: { message: 'Error en servidor', onRetry },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
    unmount();

    const loading = renderDialog({ notices: null });
    expect(within(loading.dialog).queryByRole('checkbox')).toBeNull();
  });

  it('cancels', async () => {
    const { user, dialog, onCancel } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
