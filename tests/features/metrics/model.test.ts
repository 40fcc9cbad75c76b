import { createI18n } from '@/i18n';
import { metricLabel, metricLabelParts } from '@/features/metrics/model/metricLabel';
import { lastPage, METRICS_PAGE_SIZES, pageSlice } from '@/features/metrics/model/pagination';

describe('metricLabel', () => {
  const es = createI18n('es');
  const label = (id: number) =>
    metricLabel(id, (key, values) => es.t(key, { ns: 'metrics', ...values }));

  it.each([
    [1, 'Inmediatez (segundos)'],
    [2, 'Atención Oportuna (porcentaje)'],
    [3, 'Tiempo de Servicio (segundos)'],
    [4, 'Conversión (porcentaje)'],
    [5, 'Clientes Frecuentes (porcentaje)'],
    [6, 'Inmediatez (segundos) (gas)'],
    [7, 'Atención Oportuna (porcentaje) (gas)'],
    [8, 'Tiempo de Servicio (segundos) (gas)'],
    [9, 'Inmediatez (segundos) (diesel)'],
    [10, 'Atención Oportuna (porcentaje) (diesel)'],
    [11, 'Tiempo de Servicio (segundos) (diesel)'],
  ])('labels id %i as %s', (id, text) => {
    expect(label(id)).toBe(text);
  });

  it.each([0, -1, 12, 99, 1.5, Number.NaN])('labels any other id (%p) Desconocida', (id) => {
    expect(label(id)).toBe('Desconocida');
    expect(metricLabelParts(id)).toEqual({ kind: 'unknown' });
  });

  it('has an English label for every id', () => {
    const en = createI18n('en');
    const english = (id: number) =>
      metricLabel(id, (key, values) => en.t(key, { ns: 'metrics', ...values }));
    expect(english(6)).toBe('Immediacy (seconds) (gas)');
    expect(english(12)).toBe('Unknown');
  });
});

describe('metrics paging', () => {
  it('offers the page sizes of the spec', () => {
    expect(METRICS_PAGE_SIZES).toEqual([10, 15, 20, 30, 40, 50, 100]);
  });

  it('slices a page and finds the last page', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index);
    expect(pageSlice(rows, 0, 10)).toEqual(rows.slice(0, 10));
    expect(pageSlice(rows, 2, 10)).toEqual([20, 21, 22]);
    expect(lastPage(23, 10)).toBe(2);
    expect(lastPage(0, 10)).toBe(0);
  });
});
