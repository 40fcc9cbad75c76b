// Mexico's 32 states and 2,458 municipalities (INEGI), shipped with the server: a fixed
// catalogue, so it is read from the bundled JSON rather than the database.
import type { GetStateApiArg, StateDetail, StateList } from '@/api/generated/states.gen';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import { findState, listStates as allStates } from './mexicoStates';

async function listStates(): Promise<StateList> {
  const items = allStates().map(({ id, code, name }) => ({ id, code, name }));
  return { items, total: items.length };
}

async function getState(ctx: HandlerContext<{ params: GetStateApiArg }>): Promise<StateDetail> {
  const state = findState(ctx.params.id);
  if (!state) throw notFound('Estado no encontrado');
  return { id: state.id, code: state.code, name: state.name, cities: state.cities };
}

export const handlers = { listStates, getState } satisfies OperationHandlers;
