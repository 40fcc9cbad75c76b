// A station's location is written once, the same way everywhere: address, city and state, each
// part once whatever its case or accents, without empty parts.
import { formatStationLocation } from '@/lib/stationLocation';

it('joins address, city and state in that order', () => {
  expect(
    formatStationLocation({ address: 'Av. Juárez 120', city: 'Celaya', state: 'Guanajuato' }),
  ).toBe('Av. Juárez 120, Celaya, Guanajuato');
});

it.each([
  [
    'the same city and state',
    { address: 'Blvd. Bernardo Quintana 45', city: 'Querétaro', state: 'Querétaro' },
    'Blvd. Bernardo Quintana 45, Querétaro',
  ],
  [
    'an address that already ends in the city and state',
    { address: 'Querétaro, Querétaro', city: 'Querétaro', state: 'Querétaro' },
    'Querétaro',
  ],
  [
    'a repeat in another case and without accents',
    { address: 'Calle 5 de Mayo 3, QUERETARO', city: 'querétaro', state: 'Querétaro' },
    'Calle 5 de Mayo 3, QUERETARO',
  ],
  [
    'a repeat with other spacing',
    { address: 'Carretera 57 km 12 ,  San Juan del Río', city: 'San  Juan del Rio', state: 'Qro.' },
    'Carretera 57 km 12, San Juan del Río, Qro.',
  ],
])('writes each part once: %s', (_, place, expected) => {
  expect(formatStationLocation(place)).toBe(expected);
});

it('keeps the ñ a letter of its own: a different name is not a repeat', () => {
  expect(formatStationLocation({ address: null, city: 'Peñón', state: 'Penon' })).toBe(
    'Peñón, Penon',
  );
});

it.each([
  [{ address: null, city: 'Monterrey', state: 'Nuevo León' }, 'Monterrey, Nuevo León'],
  [{ address: '  ', city: '', state: 'Jalisco' }, 'Jalisco'],
  [{ address: 'Av. Hidalgo 1', city: null, state: undefined }, 'Av. Hidalgo 1'],
  [{ address: ', ,', city: null, state: null }, ''],
  [{}, ''],
])('leaves the empty parts out: %j', (place, expected) => {
  expect(formatStationLocation(place)).toBe(expected);
});
