import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useFigureWords } from '@/features/compliance/components/useFigureWords';
import { createI18n } from '@/i18n';

function wordsIn(language: 'es' | 'en') {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(I18nextProvider, { i18n }, children);
  return renderHook(() => useFigureWords(), { wrapper }).result.current;
}

describe('useFigureWords', () => {
  it('labels a figure by its key, and an unknown one by the key itself', () => {
    const words = wordsIn('es');
    expect(words.label('existenciaMedida')).toBe('Existencia medida');
    expect(words.label('cifraNueva')).toBe('cifraNueva');
    expect(wordsIn('en').label('existenciaMedida')).toBe('Measured stock');
  });

  it("reads values in their units and translates the server's words", () => {
    const es = wordsIn('es');
    expect(es.value('diferencia', 80.256)).toBe('80.26 L');
    expect(es.value('porcentaje', 0.79)).toBe('0.79 %');
    expect(es.value('vigencia', '2026-11-01')).toBe('1 nov 2026');
    expect(es.value('evento7', 'no registrado')).toBe('no registrado');
    expect(es.value('estado', 'palabra sin traducción')).toBe('palabra sin traducción');
    const en = wordsIn('en');
    expect(en.value('evento7', 'no registrado')).toBe('not logged');
    expect(en.value('estado', 'vencido')).toBe('overdue');
    expect(en.value('vigencia', '2026-11-01')).toBe('Nov 1, 2026');
  });
});
