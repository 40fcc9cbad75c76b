import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AlertNoticeSettingsForm } from '@/features/profile/components/AlertNoticeSettingsForm';
import type { NoticeSettingsValues } from '@/features/profile/model/noticeSettings';
import { submitFailure, type FormErrors } from '@/lib/forms';
import { renderWithProviders } from '../../../support/renderWithProviders';

const OFF: NoticeSettingsValues = {
  quiet: false,
  quiet_hours: { start: '22:00', end: '07:00' },
  digest: false,
  digest_time: '08:00',
};

function renderForm(
  initialValues = OFF,
  onSubmit = jest.fn(async (): Promise<FormErrors | undefined> => undefined),
) {
  const view = renderWithProviders(
    <AlertNoticeSettingsForm initialValues={initialValues} onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit };
}

const save = () => screen.getByRole('button', { name: 'Guardar notificaciones' });
const setTime = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AlertNoticeSettingsForm', () => {
  it('says quiet hours follow each station time zone, and saves nothing unchanged', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Notificaciones de alertas' })).toBeInTheDocument();
    expect(
      screen.getByText(/se aplican en la zona horaria de cada gasolinera/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Desde/)).toBeNull();
    expect(screen.queryByLabelText(/^Hora del resumen/)).toBeNull();
    expect(save()).toBeDisabled();
  });

  it('turns quiet hours and the digest on with their times and saves them', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /^Horas de silencio/ }));
    expect(screen.getByLabelText(/^Desde/)).toHaveValue('22:00');
    expect(screen.getByLabelText(/^Hasta/)).toHaveValue('07:00');
    expect(screen.getByText('Cruza la medianoche: termina al día siguiente.')).toBeInTheDocument();
    setTime(/^Desde/, '06:00');
    setTime(/^Hasta/, '07:30');
    expect(screen.queryByText(/Cruza la medianoche/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Resumen diario por correo' }));
    setTime(/^Hora del resumen/, '09:15');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toEqual({
      quiet: true,
      quiet_hours: { start: '06:00', end: '07:30' },
      digest: true,
      digest_time: '09:15',
    });
  });

  it('refuses quiet hours that end when they start, in Spanish, without saving', async () => {
    const { user, onSubmit } = renderForm({ ...OFF, quiet: true });
    setTime(/^Hasta/, '22:00');
    await user.click(save());
    expect(
      await screen.findByText(
        'Las horas de silencio deben terminar a una hora distinta de la de inicio',
      ),
    ).toBeInTheDocument();
    setTime(/^Desde/, '');
    fireEvent.blur(screen.getByLabelText(/^Desde/));
    expect(await screen.findByText('Elige desde qué hora')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a failed save above the button', async () => {
    const { user } = renderForm(
      { ...OFF, digest: true },
      jest.fn(async () => submitFailure('Error en servidor: Contacte a soporte')),
    );
    setTime(/^Hora del resumen/, '10:00');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error en servidor: Contacte a soporte',
    );
  });
});
