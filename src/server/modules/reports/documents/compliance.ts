// The monthly volumetric pre-audit for the accountant ('Controles volumétricos'), as a report
// document the report renderer draws like every other: page 1 the month in figures and the
// monthly report's due date, then the tables: the calendar, the findings with their rule, the
// figures of each finding, the rules with their threshold and legal source, and the files
// received with their SHA-256 digests. The facts come from the compliance module.
import type { Kysely } from 'kysely';
import type { ReportDocument, ReportLocale, ReportTable } from '@/api/generated/reports.gen';
import { figureText, thresholdText } from '@/lib/compliance/figures';
import { daysBetween, formatCalendarDate, readableCalendarDate } from '@/lib/dates/calendarDates';
import { readableDateTimeIn } from '@/lib/dates/zonedTimes';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../errors';
import { compliancePdfFacts, type CompliancePdfFacts } from '../../compliance';
import { LABEL_CATALOGUES, translator, type LabelKey } from './labels';
import { readStation } from './queries';

/** The server's words in the figures, in English (Spanish as they are). */
const WORDS_EN: Record<string, string> = {
  registrado: 'logged',
  'no registrado': 'not logged',
  inicial: 'opening',
  final: 'closing',
  vencido: 'overdue',
  'por vencer': 'coming due',
  recepciones: 'receipts',
  entregas: 'deliveries',
  existenciaFinal: 'closing stock',
  'sin cierre': 'not closed',
};

export interface ComplianceDocumentRequest {
  stationId: number;
  /** AAAA-MM. */
  month: string;
  locale: ReportLocale;
  /** The configuration's day the monthly report is due (COMPLIANCE_MONTHLY_DUE_DAY). */
  dueDay: number;
  now?: Date;
}

/** The station's month as a report document for the renderer. */
export async function buildComplianceDocument(
  db: Kysely<Database>,
  request: ComplianceDocumentRequest,
): Promise<ReportDocument> {
  const { stationId, month, locale } = request;
  const facts = await compliancePdfFacts(db, stationId, month, { dueDay: request.dueDay });
  if (!facts) throw notFound('Estación no encontrada');
  const station = await readStation(db, stationId);
  const t = translator(locale);
  const figureLabel = (key: string) =>
    `cmp.figure.${key}` in LABEL_CATALOGUES[locale] ? t(`cmp.figure.${key}` as LabelKey) : key;
  const word = (text: string) => (locale === 'en' ? (WORDS_EN[text] ?? text) : text);
  const value = (key: string, v: number | string) => figureText(key, v, locale, word);
  const day = (d: string) => readableCalendarDate(d, locale);
  const monthName = formatCalendarDate(
    `${month}-01`,
    locale,
    locale === 'es' ? "LLLL 'de' yyyy" : 'LLLL yyyy',
  );
  const due = facts.days.filter((d) => d.state !== 'pending');
  const received = facts.days.filter((d) => d.state === 'complete' || d.state === 'findings');
  const high = facts.findings.filter((f) => f.severity === 'high').length;

  return {
    // The renderer reads no type; report requests' types are those of the schedules, and the
    // pre-audit is a monthly document of its own (title and tables say which).
    report_type: 'monthly',
    kind: null,
    title: t('title.compliance'),
    station,
    start_date: facts.days[0]!.day,
    end_date: facts.days.at(-1)!.day,
    generated_at: (request.now ?? new Date()).toISOString(),
    locale,
    figures: [
      figure(
        'days_received',
        t('cmp.days_received'),
        received.length,
        'higher',
        t('cmp.days_note', { due: due.length }),
      ),
      figure(
        'days_missing',
        t('cmp.days_missing'),
        facts.days.filter((d) => d.state === 'missing').length,
        'lower',
      ),
      figure(
        'days_findings',
        t('cmp.days_findings'),
        facts.days.filter((d) => d.state === 'findings').length,
        'lower',
      ),
      figure('findings', t('cmp.findings'), facts.findings.length, 'lower'),
      figure('high', t('cmp.high'), high, 'lower'),
      figure('files', t('cmp.files'), facts.files.length, 'none'),
    ],
    charts: [],
    tables: [
      daysTable(facts, t, day),
      ...(facts.findings.length > 0
        ? [
            findingsTable(facts, t, day),
            figuresTable(facts, t, figureLabel, value),
            rulesTable(facts, t),
          ]
        : []),
      filesTable(facts, t, day, locale),
    ],
    notes: [
      monthlyNote(facts, t, monthName, day),
      facts.checkedAt
        ? t('cmp.checked_at', {
            at: readableDateTimeIn(facts.checkedAt.toISOString(), facts.timeZone, locale),
          })
        : t('cmp.never_checked'),
      ...(facts.findings.length === 0 && facts.checkedAt ? [t('cmp.no_findings')] : []),
      t('cmp.files_note'),
    ],
  };
}

type T = ReturnType<typeof translator>;

function figure(
  key: string,
  label: string,
  value: number,
  better: 'higher' | 'lower' | 'none',
  note: string | null = null,
): ReportDocument['figures'][number] {
  return { key: `compliance_${key}`, label, value, unit: 'count', better, note };
}

function monthlyNote(
  facts: CompliancePdfFacts,
  t: T,
  monthName: string,
  day: (d: string) => string,
) {
  const left = daysBetween(facts.today, facts.monthly.dueDate);
  const leftText =
    left > 0
      ? t('cmp.left', { n: left })
      : left === 0
        ? t('cmp.left_today')
        : t('cmp.left_past', { n: -left });
  return t(`cmp.monthly_${facts.monthly.state}`, {
    month: monthName,
    due: day(facts.monthly.dueDate),
    left: leftText,
  });
}

function daysTable(facts: CompliancePdfFacts, t: T, day: (d: string) => string): ReportTable {
  return {
    key: 'compliance_days',
    title: t('cmp.table_days'),
    columns: [
      { key: 'day', label: t('cmp.col_day') },
      { key: 'state', label: t('cmp.col_state') },
      { key: 'findings', label: t('cmp.col_findings'), unit: 'count' },
    ],
    rows: facts.days.map((d) => [day(d.day), t(`cmp.state.${d.state}`), d.findings]),
  };
}

/** The findings, numbered so that their figures (next table) can name them. */
function findingsTable(facts: CompliancePdfFacts, t: T, day: (d: string) => string): ReportTable {
  return {
    key: 'compliance_findings',
    title: t('cmp.table_findings'),
    columns: [
      { key: 'number', label: t('cmp.col_number'), unit: 'count' },
      { key: 'day', label: t('cmp.col_day') },
      { key: 'severity', label: t('cmp.col_severity') },
      { key: 'rule', label: t('cmp.col_rule') },
      { key: 'subject', label: t('cmp.col_subject') },
    ],
    rows: facts.findings.map((f, i) => [
      i + 1,
      f.day ? day(f.day) : t('cmp.month'),
      t(`cmp.severity.${f.severity}`),
      f.title,
      f.subject,
    ]),
  };
}

/** One row per figure of each finding: the figures side by side, never cut. */
function figuresTable(
  facts: CompliancePdfFacts,
  t: T,
  label: (key: string) => string,
  value: (key: string, v: number | string) => string,
): ReportTable {
  return {
    key: 'compliance_figures',
    title: t('cmp.table_figures'),
    columns: [
      { key: 'number', label: t('cmp.col_number'), unit: 'count' },
      { key: 'figure', label: t('cmp.col_figure') },
      { key: 'value', label: t('cmp.col_value') },
    ],
    rows: facts.findings.flatMap((f, i) =>
      f.figures.map((fig) => [i + 1, label(fig.key), value(fig.key, fig.value)]),
    ),
  };
}

/** Each rule the month broke, with its threshold and legal source. */
function rulesTable(facts: CompliancePdfFacts, t: T): ReportTable {
  const rules = [...new Map(facts.findings.map((f) => [f.rule, f])).values()];
  return {
    key: 'compliance_rules',
    title: t('cmp.table_rules'),
    columns: [
      { key: 'rule', label: t('cmp.col_rule') },
      { key: 'threshold', label: t('cmp.col_threshold') },
      { key: 'source', label: t('cmp.col_source') },
    ],
    rows: rules.flatMap((f) => {
      const threshold =
        thresholdText({ threshold: f.threshold, threshold_unit: f.thresholdUnit }, (n) =>
          t('cmp.day_of_month', { n }),
        ) ?? t('cmp.any');
      // The source on lines of its own: a table cell is one line.
      return sourceLines(f.source).map((line, i) =>
        i === 0 ? [f.title, threshold, line] : ['', '', line],
      );
    }),
  };
}

/** A legal source in its parts ('…, art. 28 fr. I-B; RMF 2026, Anexo 21' → two lines). */
const sourceLines = (source: string) => source.split(/;\s*/).filter(Boolean);

/** Each file on three lines (a table cell is one line): its name, its digest whole, its receipt. */
function filesTable(
  facts: CompliancePdfFacts,
  t: T,
  day: (d: string) => string,
  locale: ReportLocale,
): ReportTable {
  return {
    key: 'compliance_files',
    title: t('cmp.table_files'),
    columns: [
      { key: 'what', label: '' },
      { key: 'value', label: '' },
    ],
    rows: facts.files.flatMap((f) => [
      [t('cmp.col_file'), f.name],
      [t('cmp.col_sha256'), f.sha256],
      [
        t('cmp.col_received'),
        t('cmp.file_line', {
          day: f.day ? day(f.day) : t('cmp.kind.monthly'),
          at: readableDateTimeIn(f.receivedAt.toISOString(), facts.timeZone, locale),
          current: f.current ? t('cmp.yes') : t('cmp.no'),
        }),
      ],
    ]),
  };
}
