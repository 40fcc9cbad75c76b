// What the printable page says when its link cannot open the report: invalid (or tampered
// with), expired, for another station, or any other failure; always with the advice to ask
// for a new link. Presentational: the strings' language is the page's own.
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import type { PdfTokenProblem } from '../model/pdfToken';

export type PrintableProblemKind = PdfTokenProblem | 'error';

export interface PrintableProblemProps {
  problem: PrintableProblemKind;
  /** The server's own words, when it gave any. */
  detail?: string | null;
  /** Bound to namespace `reports` in the page's language. */
  t: TFunction;
}

const Box = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xxxl}px auto;
  padding: ${({ theme }) => theme.space.xl}px;
  border: 1px solid ${({ theme }) => theme.colors.alert.error.main};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.alert.error.light};
  color: ${({ theme }) => theme.colors.alert.error.text};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
  p {
    margin: ${({ theme }) => theme.space.xs}px 0;
  }
`;

const TITLES: Record<PrintableProblemKind, string> = {
  invalid: 'printable.invalidTitle',
  expired: 'printable.expiredTitle',
  station: 'printable.stationTitle',
  error: 'printable.errorTitle',
};

const TEXTS: Record<PrintableProblemKind, string | null> = {
  invalid: 'printable.invalid',
  expired: 'printable.expired',
  station: 'printable.station',
  error: null,
};

export function PrintableProblem({ problem, detail, t }: PrintableProblemProps) {
  const text = TEXTS[problem];
  return (
    <Box role="alert">
      <h1>{t(TITLES[problem])}</h1>
      {text && <p>{t(text)}</p>}
      {detail && <p>{detail}</p>}
      <p>{t('printable.advice')}</p>
    </Box>
  );
}
