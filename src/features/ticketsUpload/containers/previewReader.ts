// The default preview reader: loads the preview client (and with it the worker that parses the
// spreadsheet) only once a file is chosen, so the screen's chunk carries no spreadsheet code.
import type { ReadTicketPreview, TicketPreviewClientModule } from '../model/previewTypes';

export const readPreviewLazily: ReadTicketPreview = async (file) => {
  const client = (await import(
    /* webpackChunkName: "ticketPreview" */
    // @ts-expect-error -- the preview client arrives with the preview worker's branch
    './ticketPreviewClient'
  )) as TicketPreviewClientModule;
  return client.readTicketPreview(file);
};
