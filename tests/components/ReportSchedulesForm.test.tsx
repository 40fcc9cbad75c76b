// The report configuration cards wired for saving (a station's and the user's): the contacts
// as recipients, the payload sent, the 'saved' toast, and a failure's field errors or message.
import { screen, waitFor, within } from '@testing-library/react';
import { reportScheduleForm } from '@/api/reportScheduleForm';
import {
  ReportSchedulesForm,
  SAVED_KEY,
  type ReportSchedulesFormProps,
} from '@/components/ReportSchedulesForm';
import type { ReportScheduleItem } from '@/components/ReportSchedulesPanel';
import { renderWithProviders } from '../support/renderWithProviders';

const monthly: ReportScheduleItem = {
  id: 7,
  report_type: 'monthly',
  enabled: false,
  periodicity: 'monthly',
  weekday: null,
  day_of_month: 1,
  send_time: '08:00',
  channel: 'email',
  contact_ids: [],
  allowed: true,
};

function renderForm(props: Partial<ReportSchedulesFormProps> = {}) {
  const save = jest.fn().mockResolvedValue(undefined);
  const notify = jest.fn();
  const refetch = jest.fn();
  const view = renderWithProviders(
    <ReportSchedulesForm
      schedules={{ data: { items: [monthly] }, isLoading: false, isError: false, refetch }}
      contacts={[
        { id: 3, name: 'Ana', email: 'ana@ejemplo.mx' },
        { id: 4, name: 'Luis', email: null, telephone: '5512345678' },
      ]}
      loadFailed="No se pudieron cargar"
      model={reportScheduleForm}
      save={save}
      notify={notify}
      {...props}
    />,
  );
  return { ...view, save, notify, refetch };
}

it('sends the card as the contract input and says it was saved', async () => {
  const { user, save, notify } = renderForm();
  const card = screen.getByRole('form', { name: 'Mensual' });
  await user.click(within(card).getByLabelText('Encendido'));
  await user.click(within(card).getByRole('combobox', { name: /Contactos/ }));
  expect(await screen.findByRole('option', { name: 'Luis · 5512345678' })).toBeInTheDocument();
  await user.click(screen.getByRole('option', { name: 'Ana · ana@ejemplo.mx' }));
  await user.keyboard('{Escape}');
  await user.click(within(card).getByRole('button', { name: 'Guardar' }));
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({ severity: 'success', message: SAVED_KEY }),
  );
  expect(save).toHaveBeenCalledWith(7, {
    enabled: true,
    periodicity: 'monthly',
    weekday: null,
    day_of_month: 1,
    send_time: '08:00',
    channel: 'email',
    contact_ids: [3],
  });
});

it("shows the server's message when the save fails without field errors", async () => {
  const save = jest.fn().mockRejectedValue({ status: 409, message: 'El reporte cambió' });
  const { user, notify } = renderForm({ save });
  const card = screen.getByRole('form', { name: 'Mensual' });
  await user.click(within(card).getByLabelText('Encendido'));
  await user.click(within(card).getByRole('button', { name: 'Guardar' }));
  expect(await within(card).findByText('El reporte cambió')).toBeInTheDocument();
  expect(notify).not.toHaveBeenCalled();
});

it("puts the server's field errors beside the fields", async () => {
  const save = jest.fn().mockRejectedValue({
    status: 400,
    message: 'Solicitud inválida',
    errors: [{ field: 'body.send_time', rule: 'pattern', message: 'bad' }],
  });
  const { user } = renderForm({ save });
  const card = screen.getByRole('form', { name: 'Mensual' });
  await user.click(within(card).getByLabelText('Encendido'));
  await user.click(within(card).getByRole('button', { name: 'Guardar' }));
  expect(await within(card).findByText('Escribe la hora como HH:MM')).toBeInTheDocument();
  expect(within(card).queryByText('Solicitud inválida')).toBeNull();
});

it('a failed load shows its text with Reintentar', async () => {
  const refetch = jest.fn();
  const { user } = renderForm({ schedules: { isLoading: false, isError: true, refetch } });
  expect(screen.getByText('No se pudieron cargar')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});
