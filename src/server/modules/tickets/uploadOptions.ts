// What an import needs besides the file, as stored in ticket_uploads.options when it is queued.
import type { TicketUploadOptions } from '@/api/generated/tickets.gen';
import type { RowMapping } from './rowRules';

export type StoredUploadOptions = Required<
  Pick<TicketUploadOptions, 'gas_station_id' | 'header_row' | 'header_signature' | 'columns'>
> & {
  assigned_user_id: number;
  start_date: string | null;
  end_date: string | null;
  fuel_type: RowMapping['fuel_type'];
  save_mapping: boolean;
};
