import { screen, within } from '@testing-library/react';
import { RecoveryCodesPanel } from '@/components/RecoveryCodesPanel';
import { TEST_RECOVERY_CODES } from '../support/msw/accountSecurityHandlers';
import { renderWithProviders } from '../support/renderWithProviders';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else delete (navigator as { clipboard?: unknown }).clipboard;
});

const renderPanel = (onDone = jest.fn()) =>
  renderWithProviders(
    <RecoveryCodesPanel codes={TEST_RECOVERY_CODES} doneLabel="Continuar" onDone={onDone} />,
  );

describe('RecoveryCodesPanel', () => {
  it('lists the ten codes under the warning that they are shown once, and goes on', async () => {
    const onDone = jest.fn();
    const { user } = renderPanel(onDone);
    expect(screen.getByRole('alert')).toHaveTextContent('Solo se muestran esta vez');
    const list = screen.getByRole('list', { name: 'Códigos de recuperación' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TEST_RECOVERY_CODES);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('copies the codes one a line, and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const { user } = renderPanel();
    setClipboard({ writeText });
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByRole('button', { name: 'Copiados' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(TEST_RECOVERY_CODES.join('\n'));
  });

  it('says to copy them by hand when the browser refuses', async () => {
    const { user } = renderPanel();
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(
      await screen.findByText('No se pudo copiar: selecciónalo y cópialo a mano.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
  });

  it('downloads them as a text file', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:codes';
      }),
      revokeObjectURL: jest.fn(),
    });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    try {
      const { user } = renderPanel();
      await user.click(screen.getByRole('button', { name: 'Descargar' }));
      expect(clicked.map((link) => [link.download, link.href])).toEqual([
        ['surtidor-codigos-de-recuperacion.txt', 'blob:codes'],
      ]);
      expect(await created[0]!.text()).toBe(`${TEST_RECOVERY_CODES.join('\n')}\n`);
    } finally {
      click.mockRestore();
    }
  });
});
