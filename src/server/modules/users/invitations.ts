// Invitation mails through the mail layer: a welcome when a user is created (the sign-in address
// and their e-mail, never a password), and a forwarded invite with a temporary password that
// must be changed at the next sign-in.
import { randomBytes, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { mailerFor } from '../../mail';
import { hashPassword } from '../auth';

interface Invitee {
  id: number;
  name: string;
  email: string;
}

/** A forwarded invite's temporary password works this long (then login says it expired). */
export const TEMPORARY_PASSWORD_HOURS = 72;

function signInUrl(config: ServerConfig): string {
  return `${config.publicUrl}/login`;
}

/** 20 characters meeting the four password rules (upper, lower, digit, special). */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const core = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  const chars = [
    ...core,
    pick('ABCDEFGHJKLMNPQRSTUVWXYZ'),
    pick('23456789'),
    pick('#$%&*!?@'),
    pick('abcdefghijkmnpqrstuvwxyz'),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export async function sendWelcome(
  db: Kysely<Database>,
  config: ServerConfig,
  invitee: Invitee,
  invitedBy: { id: number; name: string },
): Promise<void> {
  const sent = await mailerFor(config).send({
    to: [invitee.email],
    subject: 'Bienvenido a Surtidor',
    text: [
      `Hola ${invitee.name}:`,
      '',
      `${invitedBy.name} te dio acceso a Surtidor.`,
      `Entra en ${signInUrl(config)} con tu correo ${invitee.email} y la contraseña que te compartió tu administrador.`,
      '',
      'Si no esperabas este correo, ignóralo.',
    ].join('\n'),
  });
  await db
    .insertInto('user_invitations')
    .values({
      user_id: invitee.id,
      invited_by: invitedBy.id,
      kind: 'welcome',
      message_id: sent.messageId,
    })
    .execute();
}

/**
 * Sets a temporary password (sessions end, a new password is required at sign-in) and mails it.
 * The mail goes first, with no transaction open while the mail server answers: if it cannot be
 * sent nothing changes. The writes follow in one transaction; should they fail, the mailed
 * password never worked and the request says so.
 */
export async function forwardInvite(
  db: Kysely<Database>,
  config: ServerConfig,
  invitee: Invitee,
  invitedBy: { id: number; name: string },
): Promise<void> {
  const password = temporaryPassword();
  const password_hash = await hashPassword(password);
  const sent = await mailerFor(config).send({
    to: [invitee.email],
    subject: 'Tu invitación a Surtidor',
    text: [
      `Hola ${invitee.name}:`,
      '',
      `${invitedBy.name} te reenvió tu invitación a Surtidor.`,
      `Entra en ${signInUrl(config)} con tu correo ${invitee.email} y esta contraseña temporal:`,
      '',
      `    ${password}`,
      '',
      `Vale ${TEMPORARY_PASSWORD_HOURS} horas. Al entrar elegirás una contraseña nueva; la temporal deja de servir en cuanto lo hagas.`,
    ].join('\n'),
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash,
        must_change_password: true,
        temporary_password_expires_at: sql<Date>`now() + make_interval(hours => ${TEMPORARY_PASSWORD_HOURS})`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', invitee.id)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', invitee.id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('user_invitations')
      .values({
        user_id: invitee.id,
        invited_by: invitedBy.id,
        kind: 'forwarded',
        message_id: sent.messageId,
      })
      .execute();
  });
}
