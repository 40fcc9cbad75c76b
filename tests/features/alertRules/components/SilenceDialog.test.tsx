import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SilenceDialog } from '@/features/alertRules/components/SilenceDialog';
import { newSilenceValues, validateSilence } from '@/features/alertRules/model/silenceForm';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('SilenceDialog', () => {
  it('proposes a day from now and sends the end and the reason', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const initialValues = newSilenceValues();
    const { user } = renderWithProviders(
      <SilenceDialog
        open
        name="Conector caído"
        initialValues={initialValues}
        validate={validateSilence}
        onSubmit={onSubmit}
        onCancel={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Silenciar «Conector caído»' });
    expect(within(dialog).getByLabelText(/^Hasta/)).toHaveValue(initialValues.until);
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Mantenimiento');
    await user.click(within(dialog).getByRole('button', { name: 'Silenciar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([
      { until: initialValues.until, reason: 'Mantenimiento' },
      expect.anything(),
      expect.anything(),
    ]);
  });

  it('refuses an end in the past', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderWithProviders(
      <SilenceDialog
        open
        name="Conector caído"
        initialValues={newSilenceValues()}
        validate={validateSilence}
        onSubmit={onSubmit}
        onCancel={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Hasta/), {
      target: { value: '2020-01-01T10:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Silenciar' }));
    expect(
      await within(dialog).findByText('El silencio debe terminar en el futuro'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
