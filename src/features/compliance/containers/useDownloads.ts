// Downloads of the compliance screens: a received file as it came and the month's pre-audit
// PDF. The API layer answers each with an object URL (typed as the contract's Blob), which
// saveObjectUrl hands to the browser and revokes; a failure is a toast.
import { useState } from 'react';
import { useLazyDownloadComplianceFileQuery } from '@/api/compliance';
import { useLazyDownloadCompliancePdfQuery } from '@/api/reports';
import { saveObjectUrl } from '@/lib/saveBlob';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';

export function useComplianceDownloads(gasStationId: number) {
  const dispatch = useAppDispatch();
  const [fetchFile] = useLazyDownloadComplianceFileQuery();
  const [fetchPdf, pdf] = useLazyDownloadCompliancePdfQuery();
  const [files, setFiles] = useState<number[]>([]);

  const downloadFile = async (file: { id: number; name: string }) => {
    setFiles((ids) => [...ids, file.id]);
    try {
      const url = await fetchFile({ gasStationId, id: file.id }).unwrap();
      saveObjectUrl(url as unknown as string, file.name);
    } catch {
      dispatch(toastShown({ severity: 'error', message: 'compliance:files.downloadFailed' }));
    } finally {
      setFiles((ids) => ids.filter((id) => id !== file.id));
    }
  };

  const downloadPdf = async (month: string, locale: 'es' | 'en') => {
    try {
      const url = await fetchPdf({ id: gasStationId, month, locale }).unwrap();
      saveObjectUrl(
        url as unknown as string,
        `${locale === 'en' ? 'pre-audit' : 'preauditoria'}-${gasStationId}-${month}.pdf`,
      );
    } catch {
      dispatch(toastShown({ severity: 'error', message: 'compliance:pdf.failed' }));
    }
  };

  return { downloadFile, downloadingFiles: files, downloadPdf, downloadingPdf: pdf.isFetching };
}
