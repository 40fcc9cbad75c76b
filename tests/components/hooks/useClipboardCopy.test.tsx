// Copying a shown-once text: the clipboard gets it, the copied state turns on, and one toast
// tells the outcome (the screen's success text, or a warning to copy it by hand).
import { act, renderHook } from '@testing-library/react';
import { COPY_FAILED_KEY, useClipboardCopy } from '@/components/hooks/useClipboardCopy';
import { createI18n } from '@/i18n';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else delete (navigator as { clipboard?: unknown }).clipboard;
});

it('copies the text, marks it copied and shows the success toast', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  setClipboard({ writeText });
  const notify = jest.fn();
  const { result } = renderHook(() => useClipboardCopy({ notify, copied: 'x:copied' }));
  let outcome = false;
  await act(async () => {
    outcome = await result.current.copy('secreto-123');
  });
  expect(outcome).toBe(true);
  expect(writeText).toHaveBeenCalledWith('secreto-123');
  expect(result.current.copied).toBe(true);
  expect(notify).toHaveBeenCalledTimes(1);
  expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'x:copied' });
  act(() => result.current.reset());
  expect(result.current.copied).toBe(false);
});

it('without a success text the copied state alone says it', async () => {
  setClipboard({ writeText: jest.fn().mockResolvedValue(undefined) });
  const notify = jest.fn();
  const { result } = renderHook(() => useClipboardCopy({ notify }));
  await act(async () => void (await result.current.copy('k')));
  expect(result.current.copied).toBe(true);
  expect(notify).not.toHaveBeenCalled();
});

it('a refused copy warns to copy by hand and is not marked copied', async () => {
  setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('NotAllowedError')) });
  const notify = jest.fn();
  const { result } = renderHook(() => useClipboardCopy({ notify, copied: 'x:copied' }));
  let outcome = true;
  await act(async () => {
    outcome = await result.current.copy('k');
  });
  expect(outcome).toBe(false);
  expect(result.current.copied).toBe(false);
  expect(notify).toHaveBeenCalledTimes(1);
  expect(notify).toHaveBeenCalledWith({ severity: 'warning', message: COPY_FAILED_KEY });
});

it('a page without a clipboard (no HTTPS) warns with the screen own failure text', async () => {
  setClipboard(undefined);
  const notify = jest.fn();
  const { result } = renderHook(() => useClipboardCopy({ notify, failed: 'x:failed' }));
  await act(async () => void (await result.current.copy('k')));
  expect(notify).toHaveBeenCalledWith({ severity: 'warning', message: 'x:failed' });
});

it('the failure text reads in Spanish and English', () => {
  expect(createI18n('es').t(COPY_FAILED_KEY)).toBe(
    'No se pudo copiar: selecciónalo y cópialo a mano.',
  );
  expect(createI18n('en').t(COPY_FAILED_KEY)).toBe(
    'Could not copy: select it and copy it by hand.',
  );
});
