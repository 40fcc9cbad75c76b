// The frame of a management list (assets, goals, cameras, contacts, users, gas users, gas
// stations): a card with title and subtitle, the search box and add button (ListControls: the
// top bar inside the layout), the list itself (`children`, e.g. a DataTable), the add/edit
// dialog and the confirmation dialogs (delete, forward an invitation...). Props only: the state
// and the calls come from the caller (see hooks/useCrudList).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './Card';
import { ListControls, type ListAdd, type ListSearch } from './ListControls';
import { Modal, type ModalMaxWidth } from './Modal';

export type CrudListSearch = ListSearch;
export type CrudListAdd = ListAdd;

export interface CrudListEditor {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  maxWidth?: ModalMaxWidth;
  /** The form; rendered by the caller only while open. */
  children: ReactNode;
}

export interface CrudListConfirmation {
  key: string;
  open: boolean;
  title: ReactNode;
  /** Defaults to 'Eliminar'. */
  acceptLabel?: ReactNode;
  /** A destructive action: warning icon and a danger button. */
  danger?: boolean;
  /** The action is running: the dialog is locked. */
  pending?: boolean;
  onCancel: () => void;
  onAccept: () => void;
  /** The question, e.g. '¿Eliminar el activo «Dispensario 1»?'. */
  children: ReactNode;
}

export interface CrudListLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  search?: CrudListSearch;
  add?: CrudListAdd;
  editor?: CrudListEditor;
  confirmations?: CrudListConfirmation[];
  /** Rendered after the dialogs (e.g. a dialog that shows a created camera's key). */
  extra?: ReactNode;
  /** The list and anything under it. */
  children: ReactNode;
  /**
   * false: search and add stay above the list even inside the layout (a second list on a
   * screen whose top bar belongs to the first).
   */
  topBar?: boolean;
}

export function CrudListLayout({
  title,
  subtitle,
  search,
  add,
  editor,
  confirmations = [],
  extra,
  children,
  topBar = true,
}: CrudListLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <Card title={title} subtitle={subtitle} flush>
      <ListControls search={search} add={add} topBar={topBar} />
      {children}
      {editor && (
        <Modal
          open={editor.open}
          title={editor.title}
          maxWidth={editor.maxWidth}
          footer={null}
          onCancel={editor.onClose}
        >
          {editor.children}
        </Modal>
      )}
      {confirmations.map((confirmation) => (
        <Modal
          key={confirmation.key}
          open={confirmation.open}
          title={confirmation.title}
          alertType={confirmation.danger ? 'warning' : undefined}
          acceptVariant={confirmation.danger ? 'danger' : undefined}
          acceptLabel={confirmation.acceptLabel ?? t('actions.delete')}
          pending={confirmation.pending}
          onCancel={confirmation.onCancel}
          onAccept={confirmation.onAccept}
        >
          {confirmation.children}
        </Modal>
      ))}
      {extra}
    </Card>
  );
}
