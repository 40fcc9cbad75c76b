// What a corrected report changed against the one it replaces: each figure of its tanks,
// hoses, products, log and CFDIs that differs, before and after (a tank or hose added or gone
// shows as its figures appearing or going).
import type { DailyFacts, MonthlyFacts } from './reportFacts';

export interface ReportChange {
  subject: string;
  key: string;
  before: number | string | null;
  after: number | string | null;
}

type Figures = Map<string, { subject: string; key: string; value: number | string }>;

const round = (value: number) => Number(value.toFixed(3));

function put(out: Figures, subject: string, key: string, value: number | string | null) {
  if (value === null) return;
  out.set(`${subject}\u0000${key}`, {
    subject,
    key,
    value: typeof value === 'number' ? round(value) : value,
  });
}

function dailyFigures(facts: DailyFacts): Figures {
  const out: Figures = new Map();
  for (const t of facts.tanks) {
    const subject = `Tanque ${t.tank} (${t.product})`;
    put(out, subject, 'inicial', t.opening);
    put(out, subject, 'recepciones', t.received);
    put(out, subject, 'entregas', t.delivered);
    put(out, subject, 'existenciaMedida', t.closing);
    put(out, subject, 'capacidadUtil', t.usableCapacity);
    put(out, subject, 'vigenciaTanque', t.tankCalibrationUntil);
    put(out, subject, 'vigenciaMedidor', t.meterCalibrationUntil);
  }
  for (const h of facts.hoses) {
    const subject = `Manguera ${h.hose} (${h.product})`;
    put(out, subject, 'entregas', h.delivered);
    put(out, subject, 'numeroEntregas', h.deliveries);
    put(out, subject, 'totalizador', h.totalizer);
    put(out, subject, 'vigenciaDispensario', h.dispenserCalibrationUntil);
  }
  eventsAndCfdis(out, facts);
  return out;
}

function eventsAndCfdis(out: Figures, facts: Pick<DailyFacts, 'events' | 'cfdis'>) {
  put(out, 'Bitácora', 'eventos', facts.events.length);
  put(out, 'Bitácora', 'numeros', facts.events.map((e) => e.number).join(', '));
  put(out, 'CFDI', 'cfdis', facts.cfdis.length);
  for (const c of facts.cfdis)
    put(out, `CFDI ${c.uuid.toLowerCase()}`, 'volumenDocumentado', c.volume);
}

function monthlyFigures(facts: MonthlyFacts): Figures {
  const out: Figures = new Map();
  for (const p of facts.products) {
    const subject = `Producto ${p.product}`;
    put(out, subject, 'existenciaFinal', p.closing);
    put(out, subject, 'recepciones', p.received);
    put(out, subject, 'entregas', p.delivered);
    put(out, subject, 'numeroRecepciones', p.receipts);
    put(out, subject, 'numeroEntregas', p.deliveries);
  }
  eventsAndCfdis(out, facts);
  return out;
}

function diff(before: Figures, after: Figures): ReportChange[] {
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const out: ReportChange[] = [];
  for (const key of keys) {
    const was = before.get(key);
    const is = after.get(key);
    if (was?.value === is?.value) continue;
    const { subject, key: figure } = (is ?? was)!;
    out.push({ subject, key: figure, before: was?.value ?? null, after: is?.value ?? null });
  }
  return out;
}

export const dailyChanges = (before: DailyFacts, after: DailyFacts) =>
  diff(dailyFigures(before), dailyFigures(after));

export const monthlyChanges = (before: MonthlyFacts, after: MonthlyFacts) =>
  diff(monthlyFigures(before), monthlyFigures(after));
