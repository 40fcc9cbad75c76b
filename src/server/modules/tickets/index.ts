// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export { ensureTicketsSchedule, TICKETS_CLEANUP_QUEUE, ticketsCleanupHandler } from './enqueue';
export { ticketJobHandlers } from './importUpload';
export { readTicketSheet } from './spreadsheet';
export { storeTickets, supplierOrigin, type TicketToStore } from './ticketStore';
export { dailyTicketLitres, type TicketLitres } from './ticketLitres';
