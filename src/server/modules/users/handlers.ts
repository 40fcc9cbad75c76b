// Users (Settings, Users tab; Gas users for administrators): list, create with a welcome mail,
// edit, delete, forward the invitation, photo. Scope and rights: see userScope.ts/userWrite.ts.
import type {
  GasUserList,
  InviteSent,
  UserCreate,
  UserDetail,
  UserList,
  UserUpdate,
} from '@/api/generated/users.gen';
import {
  respond,
  type HandlerContext,
  type OperationHandlers,
  type OperationResult,
} from '../../contract/handlerTypes';
import { HttpError } from '../../errors';
import { MailError } from '../../mail';
import { discardPhoto, readPhotoUpload, storePhoto } from '../settings';
import { forwardInvite } from './invitations';
import { enqueueWelcome } from './welcomeJob';
import { requireManagedUser } from './userScope';
import {
  deleteUserById,
  listGasUserPage,
  listManagedUserPage,
  loadUsers,
  setProfilePicture,
  userIdAndName,
} from './userStore';
import { insertUser, replaceUser } from './userWrite';

type IdParams = { params: { id: number } };
type ListQuery = { query: { search?: string; items?: number } };

/** The signed-in user's id and name, for the invitation mails. */
function callerOf(ctx: HandlerContext) {
  return userIdAndName(ctx.db, ctx.user.id);
}

async function listUsers(ctx: HandlerContext<ListQuery>): Promise<UserList> {
  return listManagedUserPage(ctx.db, ctx.user, ctx.query);
}

async function createUser(
  ctx: HandlerContext<{ body: UserCreate }>,
): Promise<OperationResult<'createUser'>> {
  const id = await insertUser(ctx.db, ctx.user, ctx.body);
  await enqueueWelcome(ctx.db, id, ctx.user.id);
  const [user] = await loadUsers(ctx.db, [id]);
  return respond(201, user);
}

async function getUser(ctx: HandlerContext<IdParams>): Promise<UserDetail> {
  const { id } = await requireManagedUser(ctx.db, ctx.user, ctx.params.id);
  return (await loadUsers(ctx.db, [id]))[0]!;
}

async function updateUser(
  ctx: HandlerContext<IdParams & { body: UserUpdate }>,
): Promise<UserDetail> {
  const { id } = await requireManagedUser(ctx.db, ctx.user, ctx.params.id);
  await replaceUser(ctx.db, ctx.user, id, ctx.body);
  return (await loadUsers(ctx.db, [id]))[0]!;
}

async function deleteUser(ctx: HandlerContext<IdParams>): Promise<OperationResult<'deleteUser'>> {
  const target = await requireManagedUser(ctx.db, ctx.user, ctx.params.id);
  if (target.id === ctx.user.id) {
    throw new HttpError(409, 'No puedes eliminar tu propio usuario', 'own_user');
  }
  await deleteUserById(ctx.db, target.id);
  await discardPhoto(ctx.config, ctx.db, target.profile_picture_url);
  return respond(204);
}

async function forwardUserInvite(ctx: HandlerContext<IdParams>): Promise<InviteSent> {
  const target = await requireManagedUser(ctx.db, ctx.user, ctx.params.id);
  const inviter = await callerOf(ctx);
  try {
    await forwardInvite(ctx.db, ctx.config, target, inviter);
  } catch (error) {
    if (error instanceof MailError) {
      ctx.log.error({ err: error }, 'invitation not sent');
      throw new HttpError(
        502,
        'No se pudo enviar la invitación: el servidor de correo no respondió',
        'mail_failed',
      );
    }
    throw error;
  }
  return { message: 'Invitación enviada correctamente', sent_to: target.email };
}

async function setPhoto(ctx: HandlerContext<IdParams>, url: string | null): Promise<UserDetail> {
  const target = await requireManagedUser(ctx.db, ctx.user, ctx.params.id);
  await setProfilePicture(ctx.db, target.id, url);
  await discardPhoto(ctx.config, ctx.db, target.profile_picture_url);
  return (await loadUsers(ctx.db, [target.id]))[0]!;
}

async function uploadUserPhoto(ctx: HandlerContext<IdParams>): Promise<UserDetail> {
  await requireManagedUser(ctx.db, ctx.user, ctx.params.id);
  const photo = await readPhotoUpload(ctx.request);
  return setPhoto(ctx, await storePhoto(ctx.config, ctx.db, photo));
}

async function deleteUserPhoto(ctx: HandlerContext<IdParams>): Promise<UserDetail> {
  return setPhoto(ctx, null);
}

async function listGasUsers(ctx: HandlerContext<ListQuery>): Promise<GasUserList> {
  return listGasUserPage(ctx.db, ctx.query);
}

export const handlers = {
  listUsers,
  createUser,
  getUser,
  updateUser,
  deleteUser,
  forwardUserInvite,
  uploadUserPhoto,
  deleteUserPhoto,
  listGasUsers,
} satisfies OperationHandlers;
