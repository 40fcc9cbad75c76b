// A catalogue row as the API shows it (ReportItem of the contract).
import type { ReportItem } from '@/api/generated/files.gen';
import type { ReportRow } from './reportCatalog';

export function toReportItem(row: ReportRow): ReportItem {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    type: row.is_folder ? 'folder' : 'file',
    lastModified: row.last_modified.toISOString(),
    size: row.size,
    folderWithItems: row.is_folder && row.item_count > 0,
  };
}
