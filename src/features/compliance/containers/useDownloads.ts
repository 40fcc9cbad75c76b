// Downloads of the compliance screens: a received file as it came and the month's pre-audit
// PDF. Each becomes an object URL the browser saves (then revoked); a failure is a toast.
import { useState } from 'react';
import { useLazyDownloadComplianceFileQuery } from '@/api/compliance';
import { useLazyDownloadCompliancePdfQuery } from '@/api/reports';
import { saveObjectUrl } from '@/lib/saveBlob';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';

/** The object URL the API layer made of a download (typed as the contract's Blob). */
const objectUrl = (answer: unknown): string =>
  typeof answer === 'string' ? answer : URL.createObjectURL(answer as Blob);

export function useComplianceDownloads(gasStationId: number) {
  const dispatch = useAppDispatch();
  const [fetchFile] = useLazyDownloadComplianceFileQuery();
  const [fetchPdf, pdf] = useLazyDownloadCompliancePdfQuery();
  const [files, setFiles] = useState<number[]>([]);

  const downloadFile = async (file: { id: number; name: string }) => {
    setFiles((ids) => [...ids, file.id]);
    try {
      const url = objectUrl(await fetchFile({ gasStationId, id: file.id }).unwrap());
      saveObjectUrl(url, file.name);
    } catch {
      dispatch(toastShown({ severity: 'error', message: 'compliance:files.downloadFailed' }));
    } finally {
      setFiles((ids) => ids.filter((id) => id !== file.id));
    }
  };

  const downloadPdf = async (month: string, locale: 'es' | 'en') => {
    try {
      const url = objectUrl(await fetchPdf({ id: gasStationId, month, locale }).unwrap());
      saveObjectUrl(
        url,
        `${locale === 'en' ? 'pre-audit' : 'preauditoria'}-${gasStationId}-${month}.pdf`,
      );
    } catch {
      dispatch(toastShown({ severity: 'error', message: 'compliance:pdf.failed' }));
    }
  };

  return { downloadFile, downloadingFiles: files, downloadPdf, downloadingPdf: pdf.isFetching };
}
