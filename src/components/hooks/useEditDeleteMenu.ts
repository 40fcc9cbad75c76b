// The row menu of an editable list: 'Editar', then 'Eliminar' in red. A DataTable's
// `rowMenuItems`; none unless the list can both edit and delete.
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../Menu';

export function useEditDeleteMenu<Row>(
  onEdit: ((row: Row) => void) | undefined,
  onDelete: ((row: Row) => void) | undefined,
): ((row: Row) => MenuItem[]) | undefined {
  const { t } = useTranslation('common');
  if (!onEdit || !onDelete) return undefined;
  return (row) => [
    { key: 'edit', label: t('actions.edit'), icon: 'edit', onSelect: () => onEdit(row) },
    {
      key: 'delete',
      label: t('actions.delete'),
      icon: 'delete',
      danger: true,
      onSelect: () => onDelete(row),
    },
  ];
}
