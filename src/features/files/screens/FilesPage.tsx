// 'Datos y Reportes' (`/files`): the customer's reports tree in storage. The
// navigation, paging, sort and filter machines live in the store (model/); this screen starts
// them at the user's folder (or the last one opened, from local storage), lists the applied
// filter's page, previews files and downloads them through the floating monitor.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useListReportsQuery } from '@/api/files';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Card } from '@/components/Card';
import { ToastViewport, type ToastItem } from '@/components/ToastViewport';
import { defaultFilePrefix, foldersBelow } from '@/lib/filePaths';
import { DownloadMonitor } from '../components/DownloadMonitor';
import { DownloadMonitorStack } from '../components/DownloadMonitorStack';
import { FilePreviewDialog } from '../components/FilePreviewDialog';
import { FilesBreadcrumb } from '../components/FilesBreadcrumb';
import { FilesTable, type FileRow } from '../components/FilesTable';
import { useDownloadRunner } from '../containers/useDownloadRunner';
import { useFilePreview } from '../containers/useFilePreview';
import { browse, pagingScopeOf, type BrowseIntent } from '../model/browseThunks';
import { progressPercent } from '../model/downloadsSlice';
import { listArgsOf, PREFIX_STORAGE_KEY } from '../model/listFilter';
import { hasNextPage, pageLoaded } from '../model/pagingSlice';
import { failureMessage } from '@/lib/apiFailure';

const Header = styled.div`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

function readStoredPrefix(): string {
  try {
    return window.localStorage.getItem(PREFIX_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export default function FilesPage() {
  const { t } = useTranslation('files');
  const dispatch = useAppDispatch();
  const runner = useDownloadRunner();
  const preview = useFilePreview();
  const profile = useAppSelector((state) => state.auth.profile);
  const navigation = useAppSelector((state) => state.filesNavigation);
  const paging = useAppSelector((state) => state.filesPaging);
  const sort = useAppSelector((state) => state.filesSort);
  const applied = useAppSelector((state) => state.filesFilter.applied);
  const downloads = useAppSelector((state) => state.filesDownloads.items);
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const root = defaultFilePrefix(profile?.customer?.legal_name);
  const go = (intent: BrowseIntent) => dispatch(browse(intent));

  // Start at the user's folder, or where they were last time.
  useEffect(() => {
    if (navigation.status === 'ready' && navigation.root === root) return;
    const trail = (foldersBelow(root, readStoredPrefix()) ?? []).map(({ name, path }) => ({
      name,
      prefix: path,
    }));
    dispatch(browse({ type: 'start', root, trail }));
  }, [dispatch, navigation.status, navigation.root, root]);

  useEffect(() => {
    if (!applied) return;
    try {
      window.localStorage.setItem(PREFIX_STORAGE_KEY, applied.prefix);
    } catch {
      // Private modes may refuse storage: the folder is simply not remembered.
    }
  }, [applied]);

  const list = useListReportsQuery(applied ? listArgsOf(applied) : {}, { skip: !applied });
  const page = list.currentData?.data;

  // Keep the token of the next page once this one arrives.
  useEffect(() => {
    if (!applied || !page) return;
    dispatch(
      pageLoaded({
        scope: pagingScopeOf(applied.prefix, {
          key: applied.sortKey,
          direction: applied.sortDirection,
        }),
        page: applied.page,
        nextToken: page.pagination.nextContinuationToken,
      }),
    );
  }, [dispatch, applied, page]);

  // A snackbar each time a download is handed to the browser (snackbars sit bottom right for 6 s).
  const handedOff = useRef(new Map<string, number>());
  useEffect(() => {
    for (const item of downloads) {
      if (item.handedOffAt === null || handedOff.current.get(item.id) === item.handedOffAt)
        continue;
      handedOff.current.set(item.id, item.handedOffAt);
      setToasts((all) => [
        ...all,
        {
          id: `${item.id}-${item.handedOffAt}`,
          severity: 'success',
          message: t('snackbar.saved', { name: item.name }),
        },
      ]);
    }
  }, [downloads, t]);

  const rows: FileRow[] = useMemo(
    () =>
      (page?.items ?? []).map((item) => ({
        id: item.id,
        name: item.name,
        path: item.path,
        type: item.type,
        lastModified: item.lastModified,
        folderWithItems: item.folderWithItems,
      })),
    [page],
  );
  const errorMessage = failureMessage(list.error);

  return (
    <>
      <Card flush>
        <Header>
          <FilesBreadcrumb
            folders={navigation.history.map((crumb) => crumb.name)}
            activeIndex={navigation.position}
            onSelect={(index) => go({ type: 'selectCrumb', index })}
          />
        </Header>
        <FilesTable
          rows={rows}
          sort={{ key: sort.key, direction: sort.direction }}
          onSortToggle={(key) => go({ type: 'toggleSort', key })}
          loading={!list.isError && !page}
          error={
            list.isError
              ? {
                  message: t(errorMessage, { defaultValue: errorMessage }),
                  onRetry: () => void list.refetch(),
                }
              : null
          }
          page={applied?.page ?? paging.page}
          pageSize={applied?.maxKeys ?? paging.pageSize}
          count={page ? page.pagination.totalItems : 0}
          hasNextPage={hasNextPage(paging) && Boolean(page)}
          onPageChange={(next) => go({ type: 'changePage', page: next })}
          onPageSizeChange={(size) => go({ type: 'changePageSize', size })}
          onOpenFolder={(row) =>
            go({ type: 'openFolder', folder: { name: row.name, prefix: row.path } })
          }
          onOpenFile={(row) => void preview.open({ name: row.name, path: row.path })}
          onDownload={(row) => void runner.add({ name: row.name, path: row.path })}
        />
      </Card>

      {preview.file && (
        <FilePreviewDialog
          open
          fileName={preview.file.name}
          state={preview.state}
          renderPdf={preview.services.renderPdf}
          renderDocx={preview.services.renderDocx}
          onRenderError={preview.renderFailed}
          onDownload={() => {
            if (preview.file) void runner.add(preview.file);
          }}
          onClose={preview.close}
        />
      )}

      {downloads.length > 0 && (
        <DownloadMonitorStack>
          {downloads.map((item) =>
            item.status === 'closed' ? null : (
              <DownloadMonitor
                key={item.id}
                name={item.name}
                status={item.status}
                percent={progressPercent(item)}
                error={item.error}
                onPause={() => runner.pause(item.id)}
                onResume={() => runner.resume(item.id)}
                onRetry={() => runner.retry(item.id)}
                onCancel={() =>
                  item.status === 'complete' ? runner.dismiss(item.id) : runner.cancel(item.id)
                }
                onRetrigger={() => runner.retrigger(item.id)}
              />
            ),
          )}
        </DownloadMonitorStack>
      )}

      <ToastViewport
        toasts={toasts}
        position="bottom-right"
        onDismiss={(id) => setToasts((all) => all.filter((toast) => toast.id !== id))}
      />
    </>
  );
}
