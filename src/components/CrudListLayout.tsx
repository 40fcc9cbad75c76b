// The frame of a management list (assets, goals, cameras, contacts, users, gas users): a card
// with title and subtitle, a toolbar with an optional search box (left) and the add button
// (right), the list itself (`children`, e.g. a DataTable), the add/edit dialog and the
// confirmation dialogs (delete, forward an invitation...). Props only: the state and the calls
// come from the caller (see hooks/useCrudList).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';
import { Card } from './Card';
import { Modal, type ModalMaxWidth } from './Modal';
import { SearchInput } from './SearchInput';

export interface CrudListSearch {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the box. */
  label: string;
  placeholder?: string;
}

export interface CrudListAdd {
  label: ReactNode;
  onClick: () => void;
  variant?: 'primary' | 'secondary';
}

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
}

const Toolbar = styled.div<{ $spread: boolean }>`
  display: flex;
  justify-content: ${({ $spread }) => ($spread ? 'space-between' : 'flex-end')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

export function CrudListLayout({
  title,
  subtitle,
  search,
  add,
  editor,
  confirmations = [],
  extra,
  children,
}: CrudListLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <Card title={title} subtitle={subtitle} flush>
      {(search || add) && (
        <Toolbar $spread={search !== undefined}>
          {search && (
            <SearchInput
              value={search.value}
              onChange={search.onChange}
              aria-label={search.label}
              placeholder={search.placeholder}
            />
          )}
          {add && (
            <Button startIcon="plus" variant={add.variant} onClick={add.onClick}>
              {add.label}
            </Button>
          )}
        </Toolbar>
      )}
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
