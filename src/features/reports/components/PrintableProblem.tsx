// What the printable page says when its link cannot open the report: invalid (or tampered
// with), expired, for another station, or any other failure; always with the advice to ask
// for a new link. Presentational: the strings' language is the page's own.
import type { TFunction } from 'i18next';
import { ProblemNotice } from '@/components/ProblemNotice';
import type { PdfTokenProblem } from '../model/pdfToken';

export type PrintableProblemKind = PdfTokenProblem | 'error';

export interface PrintableProblemProps {
  problem: PrintableProblemKind;
  /** The server's own words, when it gave any. */
  detail?: string | null;
  /** Bound to namespace `reports` in the page's language. */
  t: TFunction;
}

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
    <ProblemNotice title={t(TITLES[problem])} problem={problem}>
      {text && <p>{t(text)}</p>}
      {detail && <p>{detail}</p>}
      <p>{t('printable.advice')}</p>
    </ProblemNotice>
  );
}
