// Volumetric compliance over HTTP (openapi/src/compliance.yaml): a station's SAT reports
// received, its months, findings and files. Access (administrators, per station) is declared in
// the contract; queries live in complianceStore.ts, the intake in intake.ts.
import type {
  ComplianceFileList,
  ComplianceFindingDetail,
  ComplianceFindingList,
  ComplianceMonth,
  ComplianceMonthSummaryList,
  ComplianceRuleId,
  ComplianceRuleList,
  ComplianceSeverity,
  ComplianceStationList,
  ComplianceUploadResult,
} from '@/api/generated/compliance.gen';
import { todayIn } from '@/lib/dates/calendarDates';
import { stationScopeOf } from '../../access/stationVisibility';
import { respond, type HandlerContext, type OperationHandlers } from '../../contract/handlerTypes';
import { HttpError, notFound } from '../../errors';
import { readFilePart } from '../../http/multipart';
import { contentDisposition, ObjectNotFoundError, storageFor } from '../../storage';
import { LIMIT_MESSAGES, MAX_UPLOAD_BYTES } from './complianceLimits';
import {
  filesById,
  findFile,
  findFinding,
  findStation,
  listFindings,
  monthFiles,
  monthSummary,
  stationMonths,
  stationsOfMonth,
  type StationRow,
} from './complianceStore';
import {
  emptySummary,
  fileToApi,
  findingToApi,
  RULE_ORDER,
  ruleToApi,
  summaryToApi,
} from './complianceViews';
import { receiveReports, stationNotFound } from './intake';
import { checkMonthNow } from './monthCheck';
import { isStale, readMonthView, refreshMonth } from './monthView';

type StationPath = { gas_station_id: number };
type MonthPath = StationPath & { month: string };

const tooLarge = () => new HttpError(413, LIMIT_MESSAGES.file_too_large, 'file_too_large');

async function station(ctx: HandlerContext<{ params: StationPath }>): Promise<StationRow> {
  const row = await findStation(ctx.db, ctx.params.gas_station_id);
  if (!row) throw stationNotFound();
  return row;
}

/** The upload's bytes, at most MAX_UPLOAD_BYTES. */
async function readUpload(ctx: HandlerContext) {
  const part = await readFilePart(ctx.request, {
    fileSize: MAX_UPLOAD_BYTES + 1,
    notMultipart: 'Envía el archivo como multipart/form-data',
    tooLarge,
  });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new HttpError(400, 'Falta el archivo (campo "file")', 'file_required', [
      { field: 'body.file', rule: 'required', message: 'Falta el archivo' },
    ]);
  }
  const name = (part.filename ?? '').normalize('NFC').trim().slice(0, 255) || 'reporte.json';
  // The body is read whole before its name is judged: a body cut short is a broken request
  // (400, as every upload answers it), not a file of the wrong type.
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > MAX_UPLOAD_BYTES) {
      part.file.resume();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  if (part.truncated()) throw tooLarge();
  if (!/\.(json|zip)$/i.test(name))
    throw new HttpError(415, LIMIT_MESSAGES.not_supported, 'unsupported_media_type');
  return { name, bytes: Buffer.concat(chunks) };
}

/** The month's view; a stale check is brought up to date first. */
async function monthView(
  ctx: HandlerContext,
  row: StationRow,
  month: string,
  force: boolean,
): Promise<ComplianceMonth> {
  const options = { today: todayIn(row.time_zone), dueDay: ctx.config.complianceMonthlyDueDay };
  await refreshMonth(ctx.db, row, month, { ...options, force });
  return readMonthView(ctx.db, row, month, options);
}

export const handlers = {
  listComplianceRules: async (ctx: HandlerContext): Promise<ComplianceRuleList> => ({
    items: RULE_ORDER.map((id) => ruleToApi(id, ctx.config.complianceMonthlyDueDay)),
  }),

  listComplianceStations: async (
    ctx: HandlerContext<{ query: { month: string } }>,
  ): Promise<ComplianceStationList> => {
    const scope = await stationScopeOf(ctx.user);
    const rows = await stationsOfMonth(ctx.db, scope, ctx.query.month);
    const dueDay = ctx.config.complianceMonthlyDueDay;
    return {
      items: rows.map((row) => {
        const today = todayIn(row.time_zone);
        return {
          gas_station_id: row.id,
          name: row.name,
          summary:
            row.checked_at === null
              ? emptySummary(ctx.query.month, today, dueDay)
              : summaryToApi(
                  {
                    month: ctx.query.month,
                    checked_at: row.checked_at,
                    checked_on: row.checked_on!,
                    days_due: row.days_due!,
                    days_received: row.days_received!,
                    days_with_findings: row.days_with_findings!,
                    days_missing: row.days_missing!,
                    findings: row.findings!,
                    high: row.high!,
                    medium: row.medium!,
                    low: row.low!,
                    monthly_state: row.monthly_state!,
                    due_date: row.due_date!,
                  },
                  today,
                  dueDay,
                ),
        };
      }),
    };
  },

  uploadComplianceFiles: async (
    ctx: HandlerContext<{ params: StationPath; query: { month?: string } }>,
  ) => {
    const row = await station(ctx);
    const upload = await readUpload(ctx);
    const storage = await storageFor(ctx.config, ctx.db);
    const result = await receiveReports(
      ctx.db,
      storage,
      {
        stationId: row.id,
        name: upload.name,
        bytes: upload.bytes,
        month: ctx.query.month ?? null,
        source: 'upload',
        receivedBy: ctx.user.id,
      },
      { dueDay: ctx.config.complianceMonthlyDueDay },
    );
    if (!result.ok) {
      return respond(422, {
        message:
          result.refused.length === 1
            ? `Se rechazó el archivo ${result.refused[0]!.name}: no se guardó nada.`
            : `Se rechazaron ${result.refused.length} archivos: no se guardó nada.`,
        code: 'files_refused' as const,
        files: result.refused,
      });
    }
    const today = todayIn(row.time_zone);
    const files = new Map(
      (await filesById(ctx.db, [...new Set(result.files.map((f) => f.fileId))])).map((f) => [
        f.id,
        fileToApi(f),
      ]),
    );
    const body: ComplianceUploadResult = {
      files: result.files.map((f) => ({
        name: f.name,
        status: f.status,
        file: files.get(f.fileId)!,
      })),
      months: result.months.map((m) => summaryToApi(m, today, ctx.config.complianceMonthlyDueDay)),
    };
    return body;
  },

  downloadComplianceFile: async (ctx: HandlerContext<{ params: StationPath & { id: number } }>) => {
    const file = await findFile(ctx.db, ctx.params.gas_station_id, ctx.params.id);
    if (!file) throw notFound('Archivo no encontrado');
    const storage = await storageFor(ctx.config, ctx.db);
    let read;
    try {
      read = await storage.get(file.storage_key);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw notFound('Archivo no encontrado');
      throw error;
    }
    return respond(200, read.body, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(read.info.size),
      'content-disposition': contentDisposition(file.name),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  },

  listComplianceMonths: async (
    ctx: HandlerContext<{ params: StationPath }>,
  ): Promise<ComplianceMonthSummaryList> => {
    const row = await station(ctx);
    const today = todayIn(row.time_zone);
    const months = await stationMonths(ctx.db, row.id, 24);
    const dueDay = ctx.config.complianceMonthlyDueDay;
    return { items: months.map((m) => summaryToApi(m, today, dueDay)) };
  },

  getComplianceMonth: async (ctx: HandlerContext<{ params: MonthPath }>) =>
    monthView(ctx, await station(ctx), ctx.params.month, false),

  recheckComplianceMonth: async (ctx: HandlerContext<{ params: MonthPath }>) =>
    monthView(ctx, await station(ctx), ctx.params.month, true),

  listComplianceFindings: async (
    ctx: HandlerContext<{
      params: MonthPath;
      query: {
        rule?: ComplianceRuleId;
        day?: string;
        severity?: ComplianceSeverity;
        items?: number;
        offset?: number;
      };
    }>,
  ): Promise<ComplianceFindingList> => {
    const row = await station(ctx);
    const options = { today: todayIn(row.time_zone), dueDay: ctx.config.complianceMonthlyDueDay };
    const summary = await monthSummary(ctx.db, row.id, ctx.params.month);
    if (summary && isStale(summary, options)) {
      await checkMonthNow(ctx.db, row, ctx.params.month, options);
    }
    const { rows, total } = await listFindings(ctx.db, row.id, ctx.params.month, {
      rule: ctx.query.rule,
      day: ctx.query.day,
      severity: ctx.query.severity,
      items: ctx.query.items ?? 100,
      offset: ctx.query.offset ?? 0,
    });
    return { items: rows.map(findingToApi), total };
  },

  listComplianceFiles: async (
    ctx: HandlerContext<{ params: MonthPath }>,
  ): Promise<ComplianceFileList> => {
    const row = await station(ctx);
    const files = await monthFiles(ctx.db, row.id, ctx.params.month);
    return { items: files.map(fileToApi) };
  },

  getComplianceFinding: async (
    ctx: HandlerContext<{ params: StationPath & { id: number } }>,
  ): Promise<ComplianceFindingDetail> => {
    const row = await findFinding(ctx.db, ctx.params.gas_station_id, ctx.params.id);
    if (!row) throw notFound('Hallazgo no encontrado');
    const finding = findingToApi(row);
    return {
      ...finding,
      rule_detail: ruleToApi(finding.rule, ctx.config.complianceMonthlyDueDay),
      file: row.file_id !== null ? { id: row.file_id, name: row.file_name ?? '' } : null,
      checked_at: (row.checked_at ?? new Date()).toISOString(),
    };
  },
} satisfies OperationHandlers;
