// The default preview reader: loads the preview client (and with it the worker that parses the
// spreadsheet) only once a file is chosen, so the screen's chunk carries no spreadsheet code.
import type { ReadTicketPreview } from '../model/previewTypes';

export const readPreviewLazily: ReadTicketPreview = async (file) => {
  const client = await import(/* webpackChunkName: "ticketPreview" */ './ticketPreviewClient');
  return client.readTicketPreview(file);
};
