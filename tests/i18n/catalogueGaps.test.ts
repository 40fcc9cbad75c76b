// Finding and filling the keys a catalogue lacks against English (src/i18n/catalogueGaps.ts),
// and the list the build hands to the app for the real catalogues.
import { cataloguesWithGaps, fillMissing, missingKeys } from '@/i18n/catalogueGaps';
import { resources } from '@/i18n/resources';

const english = {
  title: 'Title',
  actions: { save: 'Save', cancel: 'Cancel' },
  count_one: '{{count}} item',
  count_other: '{{count}} items',
};

describe('missingKeys', () => {
  it('lists the dotted keys the catalogue lacks, nested ones included', () => {
    expect(missingKeys(english, { title: 'Título', actions: { save: 'Guardar' } })).toEqual([
      'actions.cancel',
      'count_one',
      'count_other',
    ]);
    expect(missingKeys(english, { title: 'Título' })).toEqual([
      'actions.save',
      'actions.cancel',
      'count_one',
      'count_other',
    ]);
  });

  it('counts null as missing and an empty text as present, as i18next does', () => {
    const spanish = { ...structuredClone(english), title: null, count_one: '' };
    expect(missingKeys(english, spanish)).toEqual(['title']);
  });

  it('ignores keys only the catalogue has (Spanish plural forms, say)', () => {
    expect(
      missingKeys({ n_one: 'one', n_other: 'other' }, { n_one: 'a', n_many: 'b', n_other: 'c' }),
    ).toEqual([]);
  });
});

describe('fillMissing', () => {
  it('adds what is missing and keeps every own text', () => {
    const spanish = { title: 'Título', actions: { save: 'Guardar' }, extra: 'Solo aquí' };
    expect(fillMissing(spanish, english)).toEqual({
      title: 'Título',
      actions: { save: 'Guardar', cancel: 'Cancel' },
      count_one: '{{count}} item',
      count_other: '{{count}} items',
      extra: 'Solo aquí',
    });
    expect(spanish).toEqual({ title: 'Título', actions: { save: 'Guardar' }, extra: 'Solo aquí' });
  });

  it('leaves nothing for missingKeys to find', () => {
    expect(missingKeys(english, fillMissing({ actions: {} }, english))).toEqual([]);
  });
});

describe('cataloguesWithGaps', () => {
  it('names every non-English catalogue that lacks English keys', () => {
    expect(
      cataloguesWithGaps(
        {
          en: { common: english, auth: { a: 'A' } },
          es: { common: { ...english, title: undefined }, auth: { a: 'Á' } },
          fr: { auth: {} },
        },
        'en',
      ),
    ).toEqual(['es/common', 'fr/auth', 'fr/common']);
  });

  it('finds none in the app catalogues: a Spanish visit fetches no English', () => {
    expect(cataloguesWithGaps(resources, 'en')).toEqual([]);
  });
});
