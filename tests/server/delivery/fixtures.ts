// A small PDF-looking report and a delivery message around it, for the channel tests.
import type { DeliveryMessage, ReportMessage } from '@/server/delivery';

export function pdfBytes(size = 2048): Buffer {
  const head = Buffer.from('%PDF-1.7\n% reporte de prueba\n');
  const tail = Buffer.from('\n%%EOF\n');
  const filler = Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x41);
  return Buffer.concat([head, filler, tail]);
}

export function reportMessage(overrides: Partial<DeliveryMessage> = {}): ReportMessage {
  return {
    recipientName: 'Ana López',
    address: 'ana@example.com',
    subject: 'Reporte semanal: Estación Centro (10 al 16 de noviembre)',
    lines: [
      'Te enviamos el reporte semanal de Estación Centro.',
      'Periodo: del 10 al 16 de noviembre de 2026.',
    ],
    file: {
      fileName: 'reporte-semanal-centro.pdf',
      content: pdfBytes(),
      contentType: 'application/pdf',
    },
    downloadUrl: 'https://surtidor.example/api/files/download?key=reports%2F1.pdf&sig=abc123',
    ...overrides,
  } as ReportMessage;
}
