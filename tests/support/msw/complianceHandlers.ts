// An in-memory compliance backend for component tests and stories ('Controles volumétricos'):
// the stations' month summaries, a station's month (November 2026, today the 20th), its findings
// (filtered and paged), a finding's detail, the files received, an upload (a file whose name
// holds 'malo' is refused with a schema error; 'corregido' replaces a day), the downloads and
// the pre-audit queued as a report request (refused with the server's message when asked to).
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  ComplianceDay,
  ComplianceFile,
  ComplianceFinding,
  ComplianceFindingDetail,
  ComplianceMonth,
  ComplianceMonthSummary,
  ComplianceRule,
  ComplianceStation,
  ComplianceUploadRefused,
  ComplianceUploadResult,
} from '@/api/generated/compliance.gen';
import type { Error as ApiErrorBody } from '@/api/generated/reports.gen';
import type { CompliancePdfRequestInput, ReportRequest } from '@/api/generated/reportRequests.gen';
import { lastOfMonth } from '@/lib/dates/calendarDates';
import type { HandlerOptions } from './handlers';
import { reportRequest } from './reportsHandlers';

export const COMPLIANCE_MONTH = '2026-11';
const TODAY = '2026-11-20';

export const demoComplianceRules: ComplianceRule[] = [
  {
    id: 'coverage',
    title: 'Reporte diario faltante o incompleto',
    threshold: null,
    threshold_unit: null,
    severity: 'high',
    source:
      'Código Fiscal de la Federación, art. 28 fr. I-B; RMF 2026, Anexo 21; art. 81 fr. XXV (multa por reporte no enviado)',
    action: 'Genere y envíe el reporte del día con todos sus tanques y productos.',
  },
  {
    id: 'dailyBalance',
    title: 'Balance del día fuera de tolerancia',
    threshold: 0.005,
    threshold_unit: 'share',
    severity: 'high',
    source: 'Código Fiscal de la Federación, art. 55 fr. VII; RMF 2026, Anexo 21',
    action:
      'Revise recepciones, entregas y la medición del tanque; si la diferencia es real, el sistema debió registrar el evento 7 en la bitácora.',
  },
  {
    id: 'calibration',
    title: 'Calibración vencida',
    threshold: null,
    threshold_unit: null,
    severity: 'medium',
    source: 'Código Fiscal de la Federación, art. 28 fr. I-B; RMF 2026, Anexo 21',
    action: 'Calibre el equipo y registre la nueva vigencia.',
  },
];

const ruleOf = (id: ComplianceRule['id']) => demoComplianceRules.find((r) => r.id === id)!;

export const demoComplianceFindings: ComplianceFinding[] = [
  {
    id: 101,
    gas_station_id: 1,
    month: COMPLIANCE_MONTH,
    day: '2026-11-04',
    rule: 'coverage',
    title: ruleOf('coverage').title,
    severity: 'high',
    subject: null,
    message: 'No hay reporte diario del 2026-11-04.',
    figures: [],
  },
  {
    id: 102,
    gas_station_id: 1,
    month: COMPLIANCE_MONTH,
    day: '2026-11-09',
    rule: 'dailyBalance',
    title: ruleOf('dailyBalance').title,
    severity: 'high',
    subject: 'TQS-TDA-0001',
    message:
      'El tanque TQS-TDA-0001 cerró el 2026-11-09 con 10,080 L medidos y 10,000 L en libros: 0.80 % de diferencia, sin el evento 7 en la bitácora.',
    figures: [
      { key: 'inicial', value: 12000 },
      { key: 'recepciones', value: 8000 },
      { key: 'entregas', value: 10000 },
      { key: 'existenciaEnLibros', value: 10000 },
      { key: 'existenciaMedida', value: 10080 },
      { key: 'diferencia', value: 80 },
      { key: 'porcentaje', value: 0.79 },
      { key: 'evento7', value: 'no registrado' },
    ],
  },
  {
    id: 103,
    gas_station_id: 1,
    month: COMPLIANCE_MONTH,
    day: '2026-11-12',
    rule: 'calibration',
    title: ruleOf('calibration').title,
    severity: 'medium',
    subject: 'DISP-02',
    message: 'La calibración del dispensario DISP-02 venció el 2026-11-01.',
    figures: [{ key: 'vigencia', value: '2026-11-01' }],
  },
];

export function complianceFindingDetail(finding: ComplianceFinding): ComplianceFindingDetail {
  return {
    ...finding,
    rule_detail: ruleOf(finding.rule),
    file: finding.day === '2026-11-04' ? null : { id: 7, name: `D_${finding.day}.json` },
    checked_at: '2026-11-20T15:00:00.000Z',
  };
}

export const demoComplianceFiles: ComplianceFile[] = [
  {
    id: 8,
    gas_station_id: 1,
    name: 'D_9B2C3E4F-2026-11-09_corregido.json',
    kind: 'daily',
    day: '2026-11-09',
    month: COMPLIANCE_MONTH,
    sha256: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
    size: 48211,
    source: 'upload',
    received_by: { id: 1, name: 'Ana Admin' },
    received_at: '2026-11-20T14:55:00.000Z',
    current: true,
    replaces_id: 7,
    replaced_by_id: null,
    changes: [
      { subject: 'Tanque TQS-TDA-0001', key: 'existenciaMedida', before: 10000, after: 10080 },
    ],
  },
  {
    id: 7,
    gas_station_id: 1,
    name: 'D_9B2C3E4F-2026-11-09.json',
    kind: 'daily',
    day: '2026-11-09',
    month: COMPLIANCE_MONTH,
    sha256: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
    size: 48190,
    source: 'connector',
    received_by: null,
    received_at: '2026-11-10T06:00:00.000Z',
    current: false,
    replaces_id: null,
    replaced_by_id: 8,
    changes: [],
  },
];

function dayState(day: string): ComplianceDay {
  const findings = demoComplianceFindings.filter((f) => f.day === day).length;
  if (day >= TODAY) return { day, state: 'pending', findings: 0, file_id: null, received_at: null };
  if (day === '2026-11-04')
    return { day, state: 'missing', findings, file_id: null, received_at: null };
  return {
    day,
    state: findings > 0 ? 'findings' : 'complete',
    findings,
    file_id: 7,
    received_at: `${day}T23:30:00.000Z`,
  };
}

export function complianceSummary(
  overrides: Partial<ComplianceMonthSummary> = {},
): ComplianceMonthSummary {
  return {
    month: COMPLIANCE_MONTH,
    days_due: 19,
    days_received: 18,
    days_with_findings: 2,
    days_missing: 1,
    findings: 3,
    by_severity: { high: 2, medium: 1, low: 0 },
    monthly_state: 'missing',
    due_date: '2027-01-03',
    days_left: 44,
    checked_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function complianceMonth(): ComplianceMonth {
  const days = Array.from({ length: 30 }, (_, i) =>
    dayState(`2026-11-${String(i + 1).padStart(2, '0')}`),
  );
  return {
    gas_station_id: 1,
    month: COMPLIANCE_MONTH,
    time_zone: 'America/Mexico_City',
    today: TODAY,
    days,
    monthly: {
      state: 'missing',
      file_id: null,
      received_at: null,
      due_date: '2027-01-03',
      days_left: 44,
      overdue: false,
    },
    summary: complianceSummary(),
    by_rule: [
      { rule: 'coverage', count: 1 },
      { rule: 'dailyBalance', count: 1 },
      { rule: 'calibration', count: 1 },
    ],
  };
}

export const demoComplianceStations: ComplianceStation[] = [
  { gas_station_id: 1, name: 'Servicio Lomas', summary: complianceSummary() },
  {
    gas_station_id: 2,
    name: 'Servicio Aguascalientes',
    summary: complianceSummary({
      days_received: 19,
      days_missing: 0,
      days_with_findings: 0,
      findings: 0,
      by_severity: { high: 0, medium: 0, low: 0 },
      monthly_state: 'clean',
    }),
  },
  {
    gas_station_id: 3,
    name: 'Servicio Querétaro Centro',
    summary: complianceSummary({
      days_received: 0,
      days_missing: 19,
      days_with_findings: 0,
      findings: 1,
      by_severity: { high: 1, medium: 0, low: 0 },
      monthly_state: 'missing',
      days_left: -2,
      checked_at: null,
    }),
  },
];

export const demoUploadResult: ComplianceUploadResult = {
  files: [
    {
      name: 'D_9B2C3E4F-2026-11-09_corregido.json',
      status: 'replaced',
      file: demoComplianceFiles[0]!,
    },
    {
      name: 'D_9B2C3E4F-2026-11-10.json',
      status: 'unchanged',
      file: {
        ...demoComplianceFiles[1]!,
        id: 9,
        name: 'D_9B2C3E4F-2026-11-10.json',
        day: '2026-11-10',
        changes: [],
      },
    },
  ],
  months: [complianceSummary()],
};

export const demoUploadRefused: ComplianceUploadRefused = {
  message: 'Se rechazaron 2 archivos; no se guardó ninguno',
  code: 'files_refused',
  files: [
    {
      name: 'D_9B2C3E4F-2026-11-15_malo.json',
      code: 'schema_invalid',
      message: 'El archivo no cumple el esquema del reporte diario del SAT',
      errors: [
        {
          field: '$.Producto[0].Tanque[0].Existencias.VolumenExistenciasAnterior',
          rule: 'required',
          message: 'Falta el campo obligatorio ValorNumerico',
        },
      ],
    },
    {
      name: 'D_OTRA-2026-11-16.json',
      code: 'wrong_station',
      message: 'El RFC del reporte (XAXX010101000) no es el de la estación',
      errors: [],
    },
  ],
};

export interface ComplianceState {
  requests: string[];
  uploads: string[];
  /** The bodies of the pre-audits queued as report requests, in order. */
  pdfRequests: CompliancePdfRequestInput[];
  /** When set, queuing a pre-audit answers 400 with this message. */
  pdfRequestRefusal?: string;
}

export const complianceState = (): ComplianceState => ({
  requests: [],
  uploads: [],
  pdfRequests: [],
});

export function complianceHandlers(
  { origin = '' }: HandlerOptions = {},
  state: ComplianceState = complianceState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  return [
    http.get(at('/api/compliance/rules'), () => HttpResponse.json({ items: demoComplianceRules })),
    http.get(at('/api/compliance/stations'), ({ request }) => {
      state.requests.push(`GET /api/compliance/stations${new URL(request.url).search}`);
      return HttpResponse.json({ items: demoComplianceStations });
    }),
    http.get(at('/api/compliance/stations/:id/months/:month'), ({ params }) => {
      if (String(params.id) !== '1')
        return HttpResponse.json({ message: 'Estación no encontrada' }, { status: 404 });
      return HttpResponse.json({ ...complianceMonth(), month: String(params.month) });
    }),
    http.get(at('/api/compliance/stations/:id/months/:month/findings'), ({ request }) => {
      const url = new URL(request.url);
      state.requests.push(`GET findings${url.search}`);
      const rule = url.searchParams.get('rule');
      const day = url.searchParams.get('day');
      const severity = url.searchParams.get('severity');
      const items = demoComplianceFindings.filter(
        (f) =>
          (!rule || f.rule === rule) &&
          (!day || f.day === day) &&
          (!severity || f.severity === severity),
      );
      return HttpResponse.json({ items, total: items.length });
    }),
    http.get(at('/api/compliance/stations/:id/findings/:findingId'), ({ params }) => {
      const finding = demoComplianceFindings.find((f) => String(f.id) === String(params.findingId));
      if (!finding)
        return HttpResponse.json({ message: 'Hallazgo no encontrado' }, { status: 404 });
      return HttpResponse.json(complianceFindingDetail(finding));
    }),
    http.get(at('/api/compliance/stations/:id/months/:month/files'), () =>
      HttpResponse.json({ items: demoComplianceFiles }),
    ),
    http.post(at('/api/compliance/stations/:id/months/:month/check'), () => {
      state.requests.push('POST check');
      return HttpResponse.json(complianceMonth());
    }),
    http.post(at('/api/compliance/stations/:id/files'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      // Duck-typed: under jsdom the page's File and the fetch layer's Blob differ.
      const name = file && typeof file !== 'string' ? file.name : '';
      state.uploads.push(name);
      if (name.includes('malo')) return HttpResponse.json(demoUploadRefused, { status: 422 });
      return HttpResponse.json(demoUploadResult);
    }),
    http.get(
      at('/api/compliance/stations/:id/files/:fileId'),
      () =>
        new HttpResponse('{"Version":"1.0"}', {
          headers: { 'content-type': 'application/octet-stream' },
        }),
    ),
    http.get(at('/api/reports/compliance/:id'), ({ request }) => {
      state.requests.push(`GET pdf${new URL(request.url).search}`);
      return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    }),
    http.post<{ id: string }, CompliancePdfRequestInput, ReportRequest | ApiErrorBody>(
      at('/api/reports/compliance/:id/requests'),
      async ({ params, request }) => {
        const input = await request.json();
        state.pdfRequests.push(input);
        if (state.pdfRequestRefusal) {
          return HttpResponse.json(
            { message: state.pdfRequestRefusal, code: 'validation_failed' },
            { status: 400 },
          );
        }
        const first = `${input.month}-01`;
        return HttpResponse.json(
          reportRequest({
            id: 41,
            report_type: 'monthly',
            kind: 'compliance',
            gas_station_ids: [Number(params.id)],
            station_names: ['Servicio Lomas'],
            start_date: first,
            end_date: lastOfMonth(first),
            pages: 3,
            locale: input.locale ?? 'es',
            channel: input.channel ?? 'email',
            status: 'queued',
            file_name: null,
            file_path: null,
            rendered_at: null,
            deliveries: [],
          }),
          { status: 202 },
        );
      },
    ),
  ];
}
