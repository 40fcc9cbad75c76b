// What /vms and /panel share: the searched list (first rows), whether this user manages panels,
// where each action leads (open, share, edit, add) and the delete with its confirmation
// ('Cancelar' / 'Aceptar') and toast.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeletePanelMutation, useListPanelsQuery, type PanelSummary } from '@/api/panels';
import { useAppDispatch } from '@/store/hooks';
import type {
  CrudListAdd,
  CrudListConfirmation,
  CrudListSearch,
} from '@/components/CrudListLayout';
import { useDebouncedSearch } from '@/components/hooks/useDebouncedSearch';
import {
  crudConfirmation,
  loadFailure,
  useConfirmedAction,
  type LoadFailure,
} from '@/components/hooks/useCrudList';
import { toastShown } from '@/store/toasts/toastsSlice';
import type { PanelCardData } from '../components/PanelCards';
import {
  editPanelPath,
  NEW_PANEL_PATH,
  PANEL_LIST_ROWS,
  PANELS_PATH,
  panelDetailPath,
  sharePanelPath,
} from '../model/panelPaths';
import { errorMessageKeys } from '@/lib/apiFailure';

export interface PanelList {
  search: CrudListSearch;
  /** A search is applied (an empty list means no match). */
  searching: boolean;
  panels: PanelCardData[];
  total: number;
  canManage: boolean;
  loading: boolean;
  error: LoadFailure | null;
  /** 'Agregar panel', for those who manage panels. */
  add: CrudListAdd | undefined;
  create: () => void;
  /** To the management list (/panel). */
  manage: () => void;
  open: (id: number) => void;
  share: (id: number) => void;
  edit: (id: number) => void;
  askDelete: (id: number) => void;
  deleteConfirmation: CrudListConfirmation;
}

export function usePanelList(): PanelList {
  const { t } = useTranslation(['panels', 'common']);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { box, search } = useDebouncedSearch();
  const list = useListPanelsQuery({ items: PANEL_LIST_ROWS, ...(search ? { search } : {}) });
  const [remove] = useDeletePanelMutation();
  const items = list.data?.items ?? [];
  const canManage = list.data?.can_manage ?? false;
  const deletion = useConfirmedAction<PanelSummary>({
    run: (panel) => remove({ id: panel.id }).unwrap(),
    success: () => ({ severity: 'success', message: 'panels:delete.success' }),
    notify: (toast) => dispatch(toastShown(toast)),
    unexpected: errorMessageKeys.unexpected,
  });
  const create = () => navigate(NEW_PANEL_PATH);

  return {
    search: { ...box, label: t('searchLabel'), placeholder: t('searchPlaceholder') },
    searching: search !== '',
    panels: items.map((p) => ({
      id: p.id,
      title: p.title,
      name: p.name,
      customer: p.customer.name,
      cameraCount: p.camera_count,
    })),
    total: list.data?.total ?? 0,
    canManage,
    loading: list.isLoading,
    error: loadFailure(list, t, errorMessageKeys.unexpected),
    add: canManage ? { label: t('add'), onClick: create } : undefined,
    create,
    manage: () => navigate(PANELS_PATH),
    open: (id) => navigate(panelDetailPath(id)),
    share: (id) => navigate(sharePanelPath(id)),
    edit: (id) => navigate(editPanelPath(id)),
    askDelete: (id) => deletion.ask(items.find((p) => p.id === id) ?? null),
    deleteConfirmation: crudConfirmation(deletion, {
      title: t('delete.title'),
      acceptLabel: t('common:actions.accept'),
      message: (panel) => t('delete.confirm', { name: panel.name }),
    }),
  };
}
