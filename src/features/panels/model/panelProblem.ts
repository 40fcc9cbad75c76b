// What the panel detail says when the panel cannot be loaded: a refused session ('Token
// invalid'), a server failure ('Error de servidor'), a panel that is gone or not the user's.
import { failureStatus } from '@/lib/apiFailure';

export type PanelProblemKind = 'token' | 'server' | 'notFound' | 'forbidden';

export function panelProblemOf(error: unknown): PanelProblemKind {
  const status = failureStatus(error);
  if (status === 401) return 'token';
  if (status === 404) return 'notFound';
  if (status === 403) return 'forbidden';
  return 'server';
}
