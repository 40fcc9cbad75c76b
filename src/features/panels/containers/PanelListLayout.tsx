// The frame the panels list and the VMS cards share: the list's card with search, add and the
// delete confirmation, the limit note under the list, and what the table or the cards need of
// the list (who may manage, loading, error, the empty state and the row actions).
import type { ReactNode } from 'react';
import { CrudListLayout } from '@/components/CrudListLayout';
import { hasPermission } from '@/store/auth/authSelectors';
import { useAppSelector } from '@/store/hooks';
import { ListLimitNote } from '../components/ListLimitNote';
import { PanelsEmpty } from '../components/PanelsEmpty';
import { usePanelList, type PanelList } from './usePanelList';

export interface PanelViewProps {
  canManage: boolean;
  loading: boolean;
  error: PanelList['error'];
  empty: ReactNode;
  onOpen: (id: number) => void;
  /** Omitted without the vms flag: sharing needs it (the server refuses the others). */
  onShare?: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

export interface PanelListLayoutProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** The list itself (table or cards), given the list and its view's props. */
  children: (list: PanelList, view: PanelViewProps) => ReactNode;
}

export function PanelListLayout({ title, subtitle, children }: PanelListLayoutProps) {
  const list = usePanelList();
  const canShare = useAppSelector((state) => hasPermission(state.auth.profile, 'vms'));
  const view: PanelViewProps = {
    canManage: list.canManage,
    loading: list.loading,
    error: list.error,
    empty: (
      <PanelsEmpty canManage={list.canManage} searching={list.searching} onCreate={list.create} />
    ),
    onOpen: list.open,
    onShare: canShare ? list.share : undefined,
    onEdit: list.edit,
    onDelete: list.askDelete,
  };
  return (
    <CrudListLayout
      title={title}
      subtitle={subtitle}
      search={list.search}
      add={list.add}
      confirmations={[list.deleteConfirmation]}
    >
      {children(list, view)}
      <ListLimitNote shown={list.panels.length} total={list.total} />
    </CrudListLayout>
  );
}
