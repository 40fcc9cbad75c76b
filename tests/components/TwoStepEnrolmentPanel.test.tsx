import { screen } from '@testing-library/react';
import { groupedKey, TwoStepEnrolmentPanel } from '@/components/TwoStepEnrolmentPanel';
import { TEST_ENROLMENT } from '../support/msw/accountSecurityHandlers';
import { renderWithProviders } from '../support/renderWithProviders';

describe('groupedKey', () => {
  it('writes the key in groups of four, as authenticator apps show it', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('JBSWY3')).toBe('JBSW Y3');
    expect(groupedKey('')).toBe('');
  });
});

describe('TwoStepEnrolmentPanel', () => {
  it('shows the QR code, the key to type instead, and confirms with a first code', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(
      <TwoStepEnrolmentPanel
        enrolment={TEST_ENROLMENT}
        onConfirm={onConfirm}
        submitting={false}
        errorMessage={null}
      />,
    );
    const qr = screen.getByRole('img', { name: 'Código QR para tu app de autenticación' });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toBe(
      `data:image/svg+xml;charset=utf-8,${TEST_ENROLMENT.qr_svg}`,
    );
    expect(screen.getByLabelText('Clave secreta')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    // Only the app's six digits confirm an enrolment: no recovery code yet.
    await user.type(screen.getByRole('textbox'), 'xzpf-b34n-hew5-igsy');
    expect(screen.getByRole('button', { name: 'Activar' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '123456');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(onConfirm).toHaveBeenCalledWith('123456');
  });

  it('shows a refused code', () => {
    renderWithProviders(
      <TwoStepEnrolmentPanel
        enrolment={TEST_ENROLMENT}
        onConfirm={jest.fn()}
        submitting={false}
        errorMessage="El código no es correcto"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('El código no es correcto');
  });
});
