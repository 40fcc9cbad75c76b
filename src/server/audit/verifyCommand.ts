// `cli.js audit verify`: walks the audit chain (chain.ts verifyChain) and prints what it found,
// one line per problem; the command exits 1 when the chain does not verify.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { verifyChain, type ChainReport } from './chain';

export function describeChainReport(report: ChainReport): string[] {
  const span =
    report.records > 0 ? ` (registros ${report.firstSeq} a ${report.lastSeq})` : ' (vacía)';
  if (report.ok) {
    return [`Cadena de auditoría íntegra: ${report.records} registros${span}`];
  }
  return [
    `Cadena de auditoría ALTERADA: ${report.problems.length} problema(s) en ${report.records} registros${span}`,
    ...report.problems.map((problem) => `  ${problem.kind}: ${problem.message}`),
  ];
}

/** Verifies, prints each line with `print`, and says whether the chain verified. */
export async function auditVerifyCommand(
  db: Kysely<Database>,
  print: (line: string) => void,
): Promise<boolean> {
  const report = await verifyChain(db);
  for (const line of describeChainReport(report)) print(line);
  return report.ok;
}
