// The uploads history (refreshed while a job runs) and the result of the upload the user is
// following: the one just processed, or a row of the history they opened.
import { useTranslation } from 'react-i18next';
import {
  useTicketUploadErrorsDownload,
  useTicketUploadHistory,
  useWatchedTicketUpload,
} from '@/api/tickets';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { UploadResult } from '../components/UploadResult';
import { UploadsTable } from '../components/UploadsTable';
import { uploadOutcomeOf, uploadRowOf } from '../model/uploadRows';
import { saveObjectUrl } from '@/lib/saveBlob';
import { failureMessage } from '@/lib/apiFailure';

export interface UploadHistoryProps {
  /** The upload whose result is shown. */
  followedId: number | null;
  onFollow: (uploadId: number) => void;
}

export function UploadHistory({ followedId, onFollow }: UploadHistoryProps) {
  const { t } = useTranslation('ticketsUpload');
  const dispatch = useAppDispatch();
  const history = useTicketUploadHistory();
  const followed = useWatchedTicketUpload(followedId);
  const errors = useTicketUploadErrorsDownload();
  const message = failureMessage(history.error);

  const downloadErrors = async (uploadId: number, fileName: string) => {
    try {
      const url = await errors.objectUrlOf(uploadId);
      saveObjectUrl(url, `errores-${fileName.replace(/\.xlsx$/i, '')}.xlsx`);
    } catch {
      dispatch(toastShown({ severity: 'error', message: 'ticketsUpload:result.downloadFailed' }));
    }
  };

  return (
    <>
      {followed.data && followed.data.id === followedId && (
        <UploadResult
          outcome={uploadOutcomeOf(followed.data)}
          downloading={errors.downloading}
          onDownloadErrors={() => void downloadErrors(followed.data!.id, followed.data!.file_name)}
        />
      )}
      <UploadsTable
        rows={(history.data?.items ?? []).map(uploadRowOf)}
        loading={history.isLoading}
        error={
          history.isError
            ? {
                message: t(message, { defaultValue: message }),
                onRetry: () => void history.refetch(),
              }
            : null
        }
        onShowResult={(row) => onFollow(row.id)}
      />
    </>
  );
}
