// The state and flows every management list repeats (assets, goals, cameras, contacts, users):
// which row is being added or edited in the dialog, the form's submit with the server's field
// errors beside the fields, an action confirmed in a dialog (delete, forward an invitation) with
// its success or error toast, and the list's load failure with a retry (with the table's edit and
// delete, the props every list table takes). Data access stays with
// the caller: it passes the calls (RTK Query triggers, unwrapped), a `notify` that shows a toast
// and its `t`, so this layer imports neither the API nor the store.
import { useState, type ReactNode } from 'react';
import { type FormErrors, type ServerFieldError, submitFailure } from '@/lib/forms';
import type { CrudListConfirmation, CrudListEditor } from '../CrudListLayout';
import type { ModalMaxWidth } from '../Modal';
import { asFailedCall, errorMessageKeys, failureMessage } from '@/lib/apiFailure';

export interface CrudToast {
  severity: 'success' | 'error';
  /** An i18n key or a server message. */
  message: string;
  values?: Record<string, string>;
}
export type CrudNotify = (toast: CrudToast) => void;
export type CrudTranslate = (key: string, options: { defaultValue: string }) => string;

/** What a list needs of a query: RTK Query's result fits. */
export interface FailingQuery {
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A list's query: RTK Query's result fits. */
export interface ListQuery extends FailingQuery {
  isLoading: boolean;
}

export interface LoadFailure {
  message: string;
  onRetry: () => void;
}

/** The error state of a list table: the server's message (or `fallback`) and Reintentar. */
export function loadFailure(
  query: FailingQuery,
  t: CrudTranslate,
  fallback: string = errorMessageKeys.unexpected,
): LoadFailure | null {
  if (!query.isError) return null;
  const message = failureMessage(query.error, { fallback: fallback });
  return { message: t(message, { defaultValue: message }), onRetry: () => void query.refetch() };
}

export interface ConfirmedActionOptions<Item> {
  run: (item: Item) => Promise<unknown>;
  /** The toast after `run` succeeds. */
  success: (item: Item) => CrudToast;
  notify: CrudNotify;
  /** i18n key shown when a failure carries no message. */
  unexpected: string;
}

export interface ConfirmedAction<Item> {
  /** The item waiting for confirmation; the dialog is open while it is set. */
  target: Item | null;
  ask: (item: Item | null) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  pending: boolean;
}

/** An action on one item run after a confirmation dialog; the dialog closes either way. */
export function useConfirmedAction<Item>({
  run,
  success,
  notify,
  unexpected,
}: ConfirmedActionOptions<Item>): ConfirmedAction<Item> {
  const [target, setTarget] = useState<Item | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setPending(true);
    try {
      await run(target);
      notify(success(target));
    } catch (error) {
      notify({ severity: 'error', message: failureMessage(error, { fallback: unexpected }) });
    } finally {
      setPending(false);
      setTarget(null);
    }
  };
  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, pending };
}

export interface CrudFormOptions<Item, Values, Saved> {
  /** The form's initial values, taken once when the dialog opens (`null`: a new item). */
  toValues?: (item: Item | null) => Values;
  create: (values: Values) => Promise<Saved>;
  /** Without it the list only adds. */
  update?: (item: Item, values: Values) => Promise<Saved>;
  /** The server's field errors as form errors. */
  serverErrors: (errors: ServerFieldError[] | undefined, current: Item | null) => FormErrors;
  /** Toast keys after a save. */
  created: string;
  edited?: string;
  /** After the success toast, once the dialog is closed. */
  onSaved?: (saved: Saved, current: Item | null) => void;
}

export interface UseCrudListOptions<Item extends { id: number }, Values, Saved> {
  items: readonly Item[];
  /** The query the items come from: its loading and failure go to `table`. */
  list?: ListQuery;
  form?: CrudFormOptions<Item, Values, Saved>;
  remove?: (item: Item) => Promise<unknown>;
  /** Toast key after a delete. */
  deleted?: string;
  notify: CrudNotify;
  t: CrudTranslate;
  /** i18n key shown when a failure carries no message (default: errors:unexpected). */
  unexpected?: string;
}

export interface CrudEditing<Item, Values> {
  /** `null`: adding a new item. */
  item: Item | null;
  /**
   * From `form.toValues` (undefined without it), stable while the dialog is open: a new object
   * each render would reset the form.
   */
  values: Values;
}

/** What the list's table takes of the list: its state and the row actions. */
export interface CrudTableProps {
  loading: boolean;
  error: LoadFailure | null;
  onEdit: (row: { id: number }) => void;
  /** Asks to delete the row (a table of a list that does not delete leaves it out). */
  onDelete: (row: { id: number }) => void;
}

export interface CrudList<Item, Values> {
  find: (id: number) => Item | null;
  editing: CrudEditing<Item, Values> | null;
  openCreate: () => void;
  openEdit: (row: { id: number }) => void;
  closeEditor: () => void;
  submit: (values: Values) => Promise<FormErrors | undefined>;
  deletion: ConfirmedAction<Item>;
  askDelete: (row: { id: number }) => void;
  /** The table's props: loading and load failure of `list`, edit and delete of a row. */
  table: CrudTableProps;
}

export function useCrudList<Item extends { id: number }, Values = undefined, Saved = unknown>({
  items,
  list,
  form,
  remove,
  deleted = '',
  notify,
  t,
  unexpected = errorMessageKeys.unexpected,
}: UseCrudListOptions<Item, Values, Saved>): CrudList<Item, Values> {
  const [editing, setEditing] = useState<CrudEditing<Item, Values> | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  const find = (id: number) => byId.get(id) ?? null;
  const open = (item: Item | null) =>
    setEditing({ item, values: form?.toValues?.(item) as Values });
  const deletion = useConfirmedAction<Item>({
    run: (item) => remove?.(item) ?? Promise.resolve(),
    success: () => ({ severity: 'success', message: deleted }),
    notify,
    unexpected,
  });

  const submit = async (values: Values): Promise<FormErrors | undefined> => {
    if (!form) return undefined;
    const current = editing?.item ?? null;
    try {
      const saved = await (current && form.update
        ? form.update(current, values)
        : form.create(values));
      notify({
        severity: 'success',
        message: current ? (form.edited ?? form.created) : form.created,
      });
      setEditing(null);
      form.onSaved?.(saved, current);
      return undefined;
    } catch (error) {
      const fields = form.serverErrors(asFailedCall(error)?.errors, current);
      if (Object.keys(fields).length > 0) return fields;
      const text = failureMessage(error, { fallback: unexpected });
      return submitFailure(t(text, { defaultValue: text }));
    }
  };

  const openEdit = (row: { id: number }) => open(find(row.id));
  const askDelete = (row: { id: number }) => deletion.ask(find(row.id));
  return {
    find,
    editing,
    openCreate: () => open(null),
    openEdit,
    closeEditor: () => setEditing(null),
    submit,
    deletion,
    askDelete,
    table: {
      loading: list?.isLoading ?? false,
      error: list ? loadFailure(list, t, unexpected) : null,
      onEdit: openEdit,
      onDelete: askDelete,
    },
  };
}

/** The props every list's form takes in the dialog. */
export interface CrudFormProps<Values> {
  mode: 'create' | 'edit';
  initialValues: Values;
  onSubmit: (values: Values) => Promise<FormErrors | undefined>;
  onCancel: () => void;
}

export interface CrudEditorOptions<Item, Values> {
  createTitle: ReactNode;
  editTitle?: ReactNode;
  maxWidth?: ModalMaxWidth;
  /**
   * The form for the item being edited (`item` null: a new one); `formProps` are its mode,
   * initial values, submit and cancel.
   */
  form: (editing: CrudEditing<Item, Values> & { formProps: CrudFormProps<Values> }) => ReactNode;
}

/** CrudListLayout's `editor` for a list's add/edit dialog. */
export function crudEditor<Item, Values>(
  crud: Pick<CrudList<Item, Values>, 'editing' | 'closeEditor' | 'submit'>,
  { createTitle, editTitle = createTitle, maxWidth, form }: CrudEditorOptions<Item, Values>,
): CrudListEditor {
  const { editing } = crud;
  const formProps = (current: CrudEditing<Item, Values>): CrudFormProps<Values> => ({
    mode: current.item ? 'edit' : 'create',
    initialValues: current.values,
    onSubmit: crud.submit,
    onCancel: crud.closeEditor,
  });
  return {
    open: editing !== null,
    title: editing?.item ? editTitle : createTitle,
    maxWidth,
    onClose: crud.closeEditor,
    children: editing && form({ ...editing, formProps: formProps(editing) }),
  };
}

export interface CrudConfirmationOptions<Item> {
  key?: string;
  title: ReactNode;
  /** Defaults to 'Eliminar'. */
  acceptLabel?: ReactNode;
  danger?: boolean;
  /** The question about the item waiting for confirmation. */
  message: (item: Item) => ReactNode;
}

/** CrudListLayout's confirmation dialog for an action (by default a delete). */
export function crudConfirmation<Item>(
  action: ConfirmedAction<Item>,
  { key = 'delete', title, acceptLabel, danger = true, message }: CrudConfirmationOptions<Item>,
): CrudListConfirmation {
  return {
    key,
    open: action.target !== null,
    title,
    acceptLabel,
    danger,
    pending: action.pending,
    onCancel: action.cancel,
    onAccept: () => void action.confirm(),
    children: action.target && message(action.target),
  };
}
