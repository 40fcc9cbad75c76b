// The server's reader of uploaded ticket spreadsheets.
export {
  readTicketSheet,
  type Cell,
  type ReadTicketSheetOptions,
  type TicketSheet,
} from './readTicketSheet';
export * from './spreadsheetLimits';
export { checkZipDirectory, readZipDirectory, type ZipEntrySize } from './zipDirectory';
