// Files and reports: listing, signing, downloading, uploading.
import type {
  CreateReportFolderApiArg,
  DeleteReportEntryApiArg,
  ListReportsApiArg,
  ReportEntryResponse,
  ReportListResponse,
  SignedUrl,
} from '@/api/generated/files.gen';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import { noContent, respond } from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import { storageFor } from '../../storage';
import { downloadSignedFile } from './download';
import { decodeContinuationToken, encodeContinuationToken } from './continuationToken';
import { assertCanRead, filePathOf, folderPathOf, fileScopeOf } from './fileAccess';
import {
  findEntry,
  folderItemCount,
  readFolderPage,
  seekPositionOf,
  type SortDirection,
  type SortKey,
} from './fileCatalog';
import { createFolder, deleteEntry, signedFileLink } from './fileWrites';
import { toFileItem } from './fileItem';
import { uploadReportFile } from './upload';

async function listReports(
  ctx: HandlerContext<{ query: ListReportsApiArg }>,
): Promise<ReportListResponse> {
  const scope = await fileScopeOf(ctx.db, ctx.user);
  const raw = ctx.query.prefix?.trim() ?? '';
  const prefix = raw === '' ? scope.defaultPrefix : folderPathOf(raw);
  assertCanRead(scope, prefix);

  const maxKeys = ctx.query.maxKeys ?? 10;
  const context = {
    parent: prefix,
    sortKey: (ctx.query.sortKey ?? 'name') as SortKey,
    direction: (ctx.query.sortDirection ?? 'asc') as SortDirection,
  };
  const after = ctx.query.continuationToken
    ? decodeContinuationToken(ctx.query.continuationToken, context)
    : null;
  const [page, totalItems] = await Promise.all([
    readFolderPage(ctx.db, { ...context, after, limit: maxKeys }),
    folderItemCount(ctx.db, prefix),
  ]);
  const last = page.rows[page.rows.length - 1];
  return {
    data: {
      items: page.rows.map(toFileItem),
      pagination: {
        maxKeys,
        totalItems,
        totalPages: Math.ceil(totalItems / maxKeys),
        nextContinuationToken:
          page.hasMore && last
            ? encodeContinuationToken(context, seekPositionOf(last, context.sortKey))
            : null,
      },
      prefix,
    },
  };
}

/** The query as sent (snake_case names; the generated client type renames them). */
interface SignFileUrlQuery {
  link_type?: 's3';
  value: string;
  expires_in?: number;
}

async function signFileUrl(ctx: HandlerContext<{ query: SignFileUrlQuery }>): Promise<SignedUrl> {
  const path = filePathOf(ctx.query.value);
  const scope = await fileScopeOf(ctx.db, ctx.user);
  assertCanRead(scope, path);
  const entry = await findEntry(ctx.db, path);
  if (!entry || entry.is_folder) throw notFound('El archivo no existe');
  return signedFileLink(await storageFor(ctx.config, ctx.db), path, {
    fileName: entry.name,
    expiresInSeconds: ctx.query.expires_in ?? 3600,
  });
}

async function createReportFolder(
  ctx: HandlerContext<{ body: CreateReportFolderApiArg['reportFolderCreate'] }>,
) {
  const folder = folderPathOf(ctx.body.path.trim());
  const storage = await storageFor(ctx.config, ctx.db);
  const row = await createFolder(ctx.db, storage, folder);
  const body: ReportEntryResponse = { data: toFileItem(row) };
  return respond(201, body);
}

async function deleteReportEntry(ctx: HandlerContext<{ query: DeleteReportEntryApiArg }>) {
  const raw = ctx.query.path.trim();
  const path = raw.endsWith('/') ? folderPathOf(raw) : filePathOf(raw);
  const storage = await storageFor(ctx.config, ctx.db);
  if (!(await deleteEntry(ctx.db, storage, path, ctx.log))) throw notFound('No existe esa ruta');
  return noContent();
}

export const handlers = {
  listReports,
  signFileUrl,
  downloadSignedFile,
  uploadReportFile,
  createReportFolder,
  deleteReportEntry,
} satisfies OperationHandlers;
