// The printable report (`/price/:idGasStation/:pdfToken/:localePdf`, no session): the token
// in the address opens one station's report for one period, in the address's language, laid
// out for A4. A link that cannot open it (unreadable or tampered with, expired, for another
// station) gets a page saying which, never a blank one.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { useReportDocumentQuery, type ReportLocale } from '@/api/reports';
import { Button } from '@/components/Button';
import { PrintableProblem, type PrintableProblemKind } from '../components/PrintableProblem';
import { ReportView } from '../components/ReportView';
import { pdfTokenProblem, readPdfToken } from '../model/pdfToken';
import { asFailedCall, failureMessage, failureStatus } from '@/lib/apiFailure';

const PrintStyle = createGlobalStyle`
  @page {
    size: A4;
    margin: 12mm;
  }
  @media print {
    body {
      background: #fff;
    }
  }
`;

const Page = styled.main`
  padding: ${({ theme }) => theme.space.xl}px;
  background: #fff;
  min-height: 100vh;
  @media print {
    padding: 0;
  }
`;

const Toolbar = styled.div`
  max-width: 210mm;
  margin: 0 auto ${({ theme }) => theme.space.lg}px;
  display: flex;
  justify-content: flex-end;
  @media print {
    display: none;
  }
`;

function serverProblem(error: unknown): PrintableProblemKind {
  if (failureStatus(error) !== 403) return 'error';
  // The access hook's codes: pdf_token_expired, pdf_token_invalid.
  return asFailedCall(error)?.code === 'pdf_token_expired' ? 'expired' : 'invalid';
}

/** The server's own message (not one of the catalogue's keys for a bare status). */
function serverWords(error: unknown): string | null {
  const message = failureMessage(error, { fallback: '' });
  return message === '' || /^errors:/.test(message) ? null : message;
}

export default function PrintableReportPage() {
  const { idGasStation = '', pdfToken = '', localePdf = 'es' } = useParams();
  const locale: ReportLocale = localePdf === 'en' ? 'en' : 'es';
  const { t } = useTranslation('reports', { lng: locale });
  const payload = readPdfToken(pdfToken);
  const stationId = Number(idGasStation);
  const early = pdfTokenProblem(payload, stationId, Math.floor(Date.now() / 1000));
  const report = useReportDocumentQuery(
    early || !payload ? null : payload.reportType,
    payload && !early
      ? {
          id: stationId,
          startDate: payload.startDate,
          endDate: payload.endDate,
          pdfToken,
          locale,
        }
      : null,
  );

  let content;
  if (early) content = <PrintableProblem problem={early} t={t} />;
  else if (report.isError) {
    const problem = serverProblem(report.error);
    content = (
      <PrintableProblem
        problem={problem}
        detail={problem === 'error' ? serverWords(report.error) : null}
        t={t}
      />
    );
  } else {
    content = (
      <>
        <Toolbar>
          <Button variant="secondary" onClick={() => window.print()} disabled={!report.data}>
            {t('printable.print')}
          </Button>
        </Toolbar>
        <ReportView document={report.data} loading={!report.data} print />
      </>
    );
  }
  return (
    <Page lang={locale}>
      <PrintStyle />
      {content}
    </Page>
  );
}
