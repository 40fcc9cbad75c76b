// saveBlob: the file goes to the browser through a download link, and its URL is freed after.
import { saveBlob } from '@/lib/saveBlob';

describe('saveBlob', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    jest.useRealTimers();
    Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
  });

  it('clicks a hidden download link named after the file, leaves nothing behind, then frees the URL', () => {
    jest.useFakeTimers();
    const createObjectURL = jest.fn(() => 'blob:archivo');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' });

    saveBlob(blob, 'precios.csv');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('precios.csv');
    expect(link.href).toBe('blob:archivo');
    expect(document.querySelector('a')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:archivo');
    click.mockRestore();
  });
});
