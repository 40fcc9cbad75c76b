// The formats the client's form checks apply beyond their type, shared by the code generator
// (which compiles the contract's validators with them) and the generated validators (which call
// them). Dates follow the server's own rule: a real day in the accepted years. E-mail is
// ajv-formats' own, inlined by the generator; every other format of the contract passes here and
// is left to the server.
import { isAcceptedDate, isAcceptedDateTime } from '@/lib/dates/calendarDates';

export const contractFormats = {
  date: { type: 'string', validate: isAcceptedDate },
  'date-time': { type: 'string', validate: isAcceptedDateTime },
} as const;
