// A catalogue row as the API shows it: the contract's ReportItem (the spec's "report list item").
import type { ReportItem } from '@/api/generated/files.gen';
import type { FileRow } from './fileCatalog';

export function toFileItem(row: FileRow): ReportItem {
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
