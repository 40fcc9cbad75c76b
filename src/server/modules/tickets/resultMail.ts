// The e-mail an import ends with, to the user the upload was assigned to.
import type { TicketUploadResult } from '@/api/generated/tickets.gen';
import type { ServerConfig } from '../../config';
import { mailerFor } from '../../mail';

interface Recipient {
  name: string;
  email: string;
}

const count = (n: number) => n.toLocaleString('es-MX');

export async function sendImportResult(
  config: ServerConfig,
  to: Recipient,
  upload: { fileName: string; stationName: string },
  outcome: { result: TicketUploadResult } | { error: string },
): Promise<void> {
  const link = `${config.publicUrl}/tickets_upload`;
  const lines =
    'result' in outcome
      ? [
          `Terminamos de procesar el archivo "${upload.fileName}" de ${upload.stationName}.`,
          '',
          `Filas leídas: ${count(outcome.result.rows_read)}`,
          `Tickets nuevos: ${count(outcome.result.imported)}`,
          `Tickets actualizados: ${count(outcome.result.updated)}`,
          `Tickets que ya estaban: ${count(outcome.result.duplicated)}`,
          `Filas omitidas: ${count(outcome.result.skipped)}`,
          ...(outcome.result.already_imported_at
            ? ['', 'Este mismo archivo ya se había cargado antes para esta estación.']
            : []),
          ...(outcome.result.skipped > 0
            ? [
                '',
                'Puedes descargar las filas omitidas y el motivo de cada una en la pantalla de carga.',
              ]
            : []),
        ]
      : [
          `No pudimos procesar el archivo "${upload.fileName}" de ${upload.stationName}.`,
          '',
          `Motivo: ${outcome.error}`,
          '',
          'Corrige el archivo y vuelve a subirlo, o procésalo de nuevo con otro mapeo.',
        ];
  await mailerFor(config).send({
    to: [to.email],
    subject: `Resultado de la carga de tickets: ${upload.fileName}`,
    text: [`Hola ${to.name}:`, '', ...lines, '', `Ver la carga: ${link}`].join('\n'),
  });
}
