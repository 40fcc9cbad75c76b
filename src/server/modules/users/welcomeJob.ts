// The welcome mail of a new user, sent by a job that createUser enqueues in the transaction that
// creates the user: the user exists whatever the mail server does, no transaction stays open
// while it answers, and a mail server that is away is tried again (the runner's back-off) until
// the welcome goes.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueJob, type JobHandler } from '../../jobs/queue';
import { sendWelcome } from './invitations';

export const USER_WELCOME_QUEUE = 'user-welcome';

interface WelcomePayload {
  user_id: number;
  invited_by: number;
}

export function enqueueWelcome(db: Kysely<Database>, userId: number, invitedBy: number) {
  const payload: WelcomePayload = { user_id: userId, invited_by: invitedBy };
  return enqueueJob(db, { queue: USER_WELCOME_QUEUE, payload, key: `user-${userId}` });
}

export const welcomeHandler: JobHandler = async (payload: WelcomePayload, { db, config }) => {
  const people = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', [payload.user_id, payload.invited_by])
    .execute();
  const invitee = people.find((person) => person.id === payload.user_id);
  // Deleted before its welcome went: nobody to welcome.
  if (!invitee) return { sent: false };
  const inviter = people.find((person) => person.id === payload.invited_by);
  await sendWelcome(db, config, invitee, {
    id: payload.invited_by,
    name: inviter?.name ?? 'Tu administrador',
  });
  return { sent: true };
};
