import { screen, within } from '@testing-library/react';
import { ChangeList } from '@/features/compliance/components/ChangeList';
import { HTML_METACHARACTERS, renderWithProviders } from '../../../support/renderWithProviders';

describe('ChangeList', () => {
  it('lists each figure a corrected file changed, before and after, in their units', () => {
    renderWithProviders(
      <ChangeList
        changes={[
          { subject: 'Tanque TQS-TDA-0001', key: 'existenciaMedida', before: 10000, after: 10080 },
          {
            subject: 'Tanque TQS-TDA-0002',
            key: 'vigencia',
            before: '2026-11-01',
            after: '2027-11-01',
          },
          { subject: 'Bitácora', key: 'evento7', before: 'no registrado', after: 'registrado' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Qué cambió' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tanque TQS-TDA-0001 · Existencia medida: 10,000 L → 10,080 L',
      'Tanque TQS-TDA-0002 · Vigente hasta: 1 nov 2026 → 1 nov 2027',
      'Bitácora · Evento 7 en la bitácora: no registrado → registrado',
    ]);
  });

  it('names an unknown figure by its key, in English too', () => {
    renderWithProviders(
      <ChangeList changes={[{ subject: 'Tanque 1', key: 'nuevaCifra', before: 1, after: 2 }]} />,
      { language: 'en' },
    );
    expect(screen.getByRole('list', { name: 'What changed' })).toHaveTextContent(
      'Tanque 1 · nuevaCifra: 1 → 2',
    );
  });

  it('says so when no figure changed', () => {
    renderWithProviders(<ChangeList changes={[]} />);
    expect(screen.getByText('No cambió ninguna cifra')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders a subject with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(
      <ChangeList
        changes={[{ subject: HTML_METACHARACTERS, key: 'inicial', before: 1, after: 2 }]}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(`${HTML_METACHARACTERS} ·`);
    expect(container.querySelector('b')).toBeNull();
  });
});
