import { act, renderHook, screen, within } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { CrudListLayout } from '@/components/CrudListLayout';
import {
  crudConfirmation,
  crudEditor,
  loadFailure,
  useConfirmedAction,
  useCrudList,
  type CrudFormProps,
  type CrudToast,
} from '@/components/hooks/useCrudList';
import { useDebouncedSearch } from '@/components/hooks/useDebouncedSearch';
import { renderWithProviders } from '../support/renderWithProviders';

interface Thing {
  id: number;
  name: string;
}
const things: Thing[] = [
  { id: 1, name: 'Dispensario 1' },
  { id: 2, name: 'Tanque diésel' },
];
const t = (key: string, options: { defaultValue: string }) => `t(${key || options.defaultValue})`;

describe('CrudListLayout', () => {
  it('shows title, search on the left, the add button and the list', async () => {
    const onAdd = jest.fn();
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <CrudListLayout
        title="Activos"
        subtitle="Equipos"
        search={{ value: '', onChange, label: 'Buscar activos', placeholder: 'Nombre' }}
        add={{ label: 'Agregar activo', onClick: onAdd }}
      >
        <p>la lista</p>
      </CrudListLayout>,
    );
    expect(screen.getByText('Activos')).toBeInTheDocument();
    expect(screen.getByText('la lista')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar activos' }), 'x');
    expect(onChange).toHaveBeenCalledWith('x');
    await user.click(screen.getByRole('button', { name: 'Agregar activo' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('leaves the toolbar out without search or add, and opens the editor and confirmations', async () => {
    const onAccept = jest.fn();
    const { user } = renderWithProviders(
      <CrudListLayout
        title="Usuarios"
        editor={{ open: true, title: 'Nuevo activo', onClose: jest.fn(), children: <p>form</p> }}
        confirmations={[
          {
            key: 'delete',
            open: true,
            title: 'Eliminar activo',
            danger: true,
            onCancel: jest.fn(),
            onAccept,
            children: '¿Eliminar?',
          },
        ]}
      >
        <p>la lista</p>
      </CrudListLayout>,
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog', { name: 'Nuevo activo' })).getByText('form'),
    ).toBeInTheDocument();
    const confirm = screen.getByRole('dialog', { name: 'Eliminar activo' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });
});

describe('useCrudList', () => {
  function setup(overrides: Partial<Parameters<typeof useCrudList<Thing, string>>[0]> = {}) {
    const notify = jest.fn<void, [CrudToast]>();
    const create = jest.fn(async (values: string) => ({ id: 3, name: values }));
    const update = jest.fn(async (item: Thing, values: string) => ({ ...item, name: values }));
    const remove = jest.fn(async () => undefined);
    const hook = renderHook(() =>
      useCrudList<Thing, string>({
        items: things,
        form: {
          toValues: (item) => item?.name ?? '',
          create,
          update,
          serverErrors: (errors) =>
            Object.fromEntries((errors ?? []).map((e) => [e.field.slice(5), e.message])),
          created: 'created',
          edited: 'edited',
        },
        remove,
        deleted: 'deleted',
        notify,
        t,
        unexpected: 'errors:unexpected',
        ...overrides,
      }),
    );
    return { hook, notify, create, update, remove };
  }

  it('opens the editor with the values of the row, saves and closes with a toast', async () => {
    const { hook, notify, update, create } = setup();
    act(() => hook.result.current.openEdit({ id: 2 }));
    expect(hook.result.current.editing).toEqual({ item: things[1], values: 'Tanque diésel' });
    await act(async () => {
      expect(await hook.result.current.submit('Tanque 2')).toBeUndefined();
    });
    expect(update).toHaveBeenCalledWith(things[1], 'Tanque 2');
    expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'edited' });
    expect(hook.result.current.editing).toBeNull();

    act(() => hook.result.current.openCreate());
    expect(hook.result.current.editing).toEqual({ item: null, values: '' });
    await act(async () => void (await hook.result.current.submit('Nuevo')));
    expect(create).toHaveBeenCalledWith('Nuevo');
    expect(notify).toHaveBeenLastCalledWith({ severity: 'success', message: 'created' });
  });

  it('keeps the dialog open with field errors or the translated message', async () => {
    const failure = {
      status: 400,
      message: 'Datos no válidos',
      errors: [{ field: 'body.name', rule: 'required', message: 'Obligatorio' }],
    };
    const { hook: failing, notify } = setup({
      form: {
        create: () => Promise.reject(failure),
        serverErrors: (errors) => (errors ? { name: errors[0]!.message } : {}),
        created: 'created',
      },
    });
    act(() => failing.result.current.openCreate());
    await act(async () => {
      expect(await failing.result.current.submit('x')).toEqual({ name: 'Obligatorio' });
    });
    expect(failing.result.current.editing).not.toBeNull();
    const { hook: plain } = setup({
      form: {
        create: () => Promise.reject({ status: 500, message: '' }),
        serverErrors: () => ({}),
        created: 'created',
      },
    });
    act(() => plain.result.current.openCreate());
    await act(async () => {
      expect(await plain.result.current.submit('x')).toEqual({
        [FORM_ERROR]: 't(errors:unexpected)',
      });
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('deletes after confirmation and reports a failure', async () => {
    const { hook, notify, remove } = setup();
    act(() => hook.result.current.askDelete({ id: 1 }));
    expect(hook.result.current.deletion.target).toBe(things[0]);
    await act(() => hook.result.current.deletion.confirm());
    expect(remove).toHaveBeenCalledWith(things[0]);
    expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'deleted' });
    expect(hook.result.current.deletion.target).toBeNull();

    const failing = setup({ remove: () => Promise.reject({ status: 409, message: 'En uso' }) });
    act(() => failing.hook.result.current.askDelete({ id: 2 }));
    await act(() => failing.hook.result.current.deletion.confirm());
    expect(failing.notify).toHaveBeenCalledWith({ severity: 'error', message: 'En uso' });
    expect(failing.hook.result.current.deletion.target).toBeNull();
  });

  it('builds the layout dialogs from its state', () => {
    const { hook } = setup();
    act(() => hook.result.current.openEdit({ id: 1 }));
    const editor = crudEditor(hook.result.current, {
      createTitle: 'Nuevo',
      editTitle: 'Editar',
      form: ({ values }) => values,
    });
    expect(editor).toMatchObject({ open: true, title: 'Editar', children: 'Dispensario 1' });
    act(() => hook.result.current.askDelete({ id: 2 }));
    const confirmation = crudConfirmation(hook.result.current.deletion, {
      title: 'Eliminar',
      message: (thing) => thing.name,
    });
    expect(confirmation).toMatchObject({ key: 'delete', open: true, danger: true });
    expect(confirmation.children).toBe('Tanque diésel');
  });

  it("hands the dialog's form its mode, initial values, submit and cancel", async () => {
    const { hook, update } = setup();
    const formProps = () => {
      let props: CrudFormProps<string> | undefined;
      crudEditor(hook.result.current, {
        createTitle: 'Nuevo',
        form: (editing) => {
          props = editing.formProps;
          return null;
        },
      });
      return props!;
    };
    act(() => hook.result.current.openCreate());
    expect(formProps()).toMatchObject({ mode: 'create', initialValues: '' });
    act(() => hook.result.current.openEdit({ id: 2 }));
    const props = formProps();
    expect(props).toMatchObject({ mode: 'edit', initialValues: 'Tanque diésel' });
    await act(async () => void (await props.onSubmit('Tanque 2')));
    expect(update).toHaveBeenCalledWith(things[1], 'Tanque 2');
    act(() => hook.result.current.openEdit({ id: 1 }));
    act(() => formProps().onCancel());
    expect(hook.result.current.editing).toBeNull();
  });

  it("gives the table the list's loading and load failure, edit and delete", () => {
    const refetch = jest.fn();
    const { hook } = setup({
      list: { isLoading: true, isError: true, error: { status: 500, message: '' }, refetch },
      unexpected: undefined,
    });
    const { table } = hook.result.current;
    expect(table.loading).toBe(true);
    // Without `unexpected`, a failure with no message of its own reads errors:unexpected.
    expect(table.error?.message).toBe('t(errors:unexpected)');
    table.error?.onRetry();
    expect(refetch).toHaveBeenCalledTimes(1);
    act(() => table.onEdit({ id: 2 }));
    expect(hook.result.current.editing?.item).toBe(things[1]);
    act(() => table.onDelete({ id: 1 }));
    expect(hook.result.current.deletion.target).toBe(things[0]);

    const { hook: quiet } = setup();
    expect(quiet.result.current.table).toMatchObject({ loading: false, error: null });
  });
});

describe('useConfirmedAction', () => {
  it('runs on the confirmed item with its own success toast', async () => {
    const notify = jest.fn();
    const run = jest.fn(async () => undefined);
    const { result } = renderHook(() =>
      useConfirmedAction<Thing>({
        run,
        success: (thing) => ({
          severity: 'success',
          message: 'sent',
          values: { name: thing.name },
        }),
        notify,
        unexpected: 'errors:unexpected',
      }),
    );
    await act(() => result.current.confirm());
    expect(run).not.toHaveBeenCalled();
    act(() => result.current.ask(things[0]!));
    await act(() => result.current.confirm());
    expect(notify).toHaveBeenCalledWith({
      severity: 'success',
      message: 'sent',
      values: { name: 'Dispensario 1' },
    });
  });
});

describe('loadFailure', () => {
  it('is null unless the query failed, else the message and a retry', () => {
    const refetch = jest.fn();
    expect(loadFailure({ isError: false, refetch }, t, 'errors:unexpected')).toBeNull();
    const failure = loadFailure(
      { isError: true, error: { status: 500, message: 'Error en servidor' }, refetch },
      t,
      'errors:unexpected',
    );
    expect(failure?.message).toBe('t(Error en servidor)');
    failure?.onRetry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('useDebouncedSearch', () => {
  it('settles the trimmed text after the delay', () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useDebouncedSearch(300));
      act(() => result.current.box.onChange('  lomas '));
      expect(result.current.box.value).toBe('  lomas ');
      expect(result.current.search).toBe('');
      act(() => jest.advanceTimersByTime(300));
      expect(result.current.search).toBe('lomas');
    } finally {
      jest.useRealTimers();
    }
  });
});
