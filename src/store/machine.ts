// Reducers as explicit state machines (Redux style guide, "treat reducers as state machines").
// A machine slice has a `status` union and a table: for each status, the events it accepts and
// the status each leads to. An event the current status does not accept changes nothing: the
// case reducer is not even run. `transitionsOf` lists the table for tests and documentation.
import {
  createSlice,
  type Draft,
  type PayloadAction,
  type SliceCaseReducers,
  type ValidateSliceCaseReducers,
} from '@reduxjs/toolkit';

export type TransitionTable<Status extends string, Event extends string> = {
  readonly [S in Status]: Readonly<Partial<Record<Event, Status>>>;
};

export interface Transition<Status extends string, Event extends string> {
  from: Status;
  event: Event;
  to: Status;
}

export function transitionsOf<Status extends string, Event extends string>(
  table: TransitionTable<Status, Event>,
): Transition<Status, Event>[] {
  return (Object.keys(table) as Status[]).flatMap((from) =>
    (Object.entries(table[from]) as [Event, Status][]).map(([event, to]) => ({ from, event, to })),
  );
}

export function createMachineSlice<
  Status extends string,
  State extends { status: Status },
  Reducers extends SliceCaseReducers<State>,
  Name extends string = string,
>(config: {
  name: Name;
  initialState: State | (() => State);
  transitions: TransitionTable<Status, keyof Reducers & string>;
  reducers: Reducers;
}) {
  const guarded = Object.fromEntries(
    Object.entries(config.reducers).map(([event, reducer]) => [
      event,
      (state: Draft<State>, action: PayloadAction<unknown>) => {
        const next = config.transitions[state.status as Status][event];
        if (next === undefined) return; // illegal here: the state stays exactly as it was
        reducer(state, action);
        (state as { status: Status }).status = next;
      },
    ]),
  ) as unknown as ValidateSliceCaseReducers<State, Reducers>;
  return createSlice({ name: config.name, initialState: config.initialState, reducers: guarded });
}
