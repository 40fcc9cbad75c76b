import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useEditDeleteMenu } from '@/components/hooks/useEditDeleteMenu';
import { createI18n } from '@/i18n';

function wrapper({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={createI18n('es')}>{children}</I18nextProvider>;
}

describe('useEditDeleteMenu', () => {
  it("gives 'Editar' then a red 'Eliminar', each calling its handler with the row", () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const { result } = renderHook(() => useEditDeleteMenu(onEdit, onDelete), { wrapper });
    const items = result.current!({ id: 7 });
    expect(items.map((item) => [item.label, item.danger ?? false])).toEqual([
      ['Editar', false],
      ['Eliminar', true],
    ]);
    items[0]!.onSelect();
    items[1]!.onSelect();
    expect(onEdit).toHaveBeenCalledWith({ id: 7 });
    expect(onDelete).toHaveBeenCalledWith({ id: 7 });
  });

  it('gives no menu unless the list can both edit and delete', () => {
    const { result } = renderHook(() => useEditDeleteMenu(jest.fn(), undefined), { wrapper });
    expect(result.current).toBeUndefined();
  });
});
