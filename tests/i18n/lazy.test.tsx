// The app's lazily loaded i18next (src/i18n/lazy.ts): which catalogues a visit fetches, the
// switch to English, and the English fallback for a key Spanish lacks.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LANGUAGE_STORAGE_KEY, rememberLanguage } from '@/i18n';
import { createLazyI18n, readCatalogueChunk, type Catalogue } from '@/i18n/lazy';

/** Reads through `source` and records every catalogue asked for, as 'lang/ns'. */
function recordingReader(
  source: (language: string, namespace: string) => Promise<Catalogue> = readCatalogueChunk,
) {
  const reads: string[] = [];
  const read = (language: string, namespace: string) => {
    reads.push(`${language}/${namespace}`);
    return source(language, namespace);
  };
  return { reads, read };
}

function LoginTitle() {
  const { t } = useTranslation('auth');
  return <h1>{t('login.title')}</h1>;
}

function renderWith(i18n: I18n, ui: React.ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>cargando</p>}>{ui}</Suspense>
    </I18nextProvider>,
  );
}

describe('createLazyI18n', () => {
  it('fetches only the Spanish catalogues on a Spanish first visit', async () => {
    const { reads, read } = recordingReader();
    const i18n = await createLazyI18n({ language: 'es', read });
    expect(reads).toEqual(['es/common', 'es/errors']);
    expect(i18n.t('actions.cancel')).toBe('Cancelar');

    renderWith(i18n, <LoginTitle />);
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(reads).toEqual(['es/common', 'es/errors', 'es/auth']);
  });

  it('loads and shows the English catalogues when the language is switched', async () => {
    const { reads, read } = recordingReader();
    const i18n = await createLazyI18n({ language: 'es', read });
    renderWith(i18n, <LoginTitle />);
    await screen.findByRole('heading', { name: 'Iniciar sesión' });

    await act(async () => {
      rememberLanguage(i18n, 'en');
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(i18n.t('actions.cancel')).toBe('Cancel');
    expect(reads.filter((r) => r.startsWith('en/')).sort()).toEqual([
      'en/auth',
      'en/common',
      'en/errors',
    ]);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');

    // And back: the Spanish catalogues are still there, nothing is fetched again.
    const before = reads.length;
    await act(async () => {
      rememberLanguage(i18n, 'es');
    });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(reads).toHaveLength(before);
  });

  it('fetches only English catalogues on an English first visit', async () => {
    const { reads, read } = recordingReader();
    const i18n = await createLazyI18n({ language: 'en', read });
    renderWith(i18n, <LoginTitle />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(reads).toEqual(['en/common', 'en/errors', 'en/auth']);
  });

  describe('a catalogue with gaps', () => {
    const catalogues: Record<string, Catalogue> = {
      'es/common': { greeting: 'Hola' },
      'es/errors': {},
      'es/extra': { kept: 'En español', nested: { a: 'uno' } },
      'en/common': { greeting: 'Hello' },
      'en/errors': {},
      'en/extra': {
        kept: 'In English',
        missing: 'Only in English',
        nested: { a: 'one', b: 'two' },
      },
    };
    const fake = (language: string, namespace: string) => {
      const catalogue = catalogues[`${language}/${namespace}`];
      return catalogue
        ? Promise.resolve(structuredClone(catalogue))
        : Promise.reject(new Error(`no ${language}/${namespace}`));
    };

    function Extra() {
      const { t } = useTranslation('extra');
      return (
        <ul>
          <li>{t('kept')}</li>
          <li>{t('missing')}</li>
          <li>{t('nested.a')}</li>
          <li>{t('nested.b')}</li>
        </ul>
      );
    }

    it('is completed from English before the screen shows it, keeping every Spanish text', async () => {
      const { reads, read } = recordingReader(fake);
      const i18n = await createLazyI18n({ language: 'es', read, catalogueGaps: ['es/extra'] });
      renderWith(i18n, <Extra />);

      expect(await screen.findByText('En español')).toBeInTheDocument();
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'En español',
        'Only in English',
        'uno',
        'two',
      ]);
      // English was fetched for that catalogue only.
      expect(reads.sort()).toEqual(['en/extra', 'es/common', 'es/errors', 'es/extra']);
    });

    it('is shown as it is (keys for the missing texts) when English cannot be fetched', async () => {
      const { read } = recordingReader((language, namespace) =>
        language === 'en' ? Promise.reject(new Error('offline')) : fake(language, namespace),
      );
      const i18n = await createLazyI18n({ language: 'es', read, catalogueGaps: ['es/extra'] });
      renderWith(i18n, <Extra />);
      expect(await screen.findByText('En español')).toBeInTheDocument();
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'En español',
        'missing',
        'uno',
        'nested.b',
      ]);
    });

    it('is not completed when the build listed no gap there', async () => {
      const { reads, read } = recordingReader(fake);
      const i18n = await createLazyI18n({ language: 'es', read, catalogueGaps: [] });
      renderWith(i18n, <Extra />);
      expect(await screen.findByText('En español')).toBeInTheDocument();
      expect(screen.getByText('missing')).toBeInTheDocument();
      expect(reads).toEqual(['es/common', 'es/errors', 'es/extra']);
    });

    it('needs no completing in English, the fallback itself', async () => {
      const { reads, read } = recordingReader(fake);
      const i18n = await createLazyI18n({ language: 'en', read, catalogueGaps: ['es/extra'] });
      renderWith(i18n, <Extra />);
      expect(await screen.findByText('Only in English')).toBeInTheDocument();
      expect(reads).toEqual(['en/common', 'en/errors', 'en/extra']);
    });
  });
});
