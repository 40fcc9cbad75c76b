// The upload of a station's SAT reports: what the picker lets through (a .json or a .zip of at
// most 20 MB, as the server's limit) and what a refused upload says, file by file.
import type { ComplianceRefusedFile } from '@/api/compliance';
import { asFailedCall } from '@/lib/apiFailure';

export const UPLOAD_ACCEPT = '.json,.zip,application/json,application/zip';
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Why a chosen file is not sent (an i18n key of the compliance catalogue), or null. */
export function uploadProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(json|zip)$/i.test(file.name)) return 'upload.problems.type';
  if (file.size === 0) return 'upload.problems.empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'upload.problems.size';
  return null;
}

export interface UploadRefusal {
  /** The server's message (or an i18n key when it sent none). */
  message: string;
  /** Each refused file with its reason and, for schema errors, each JSON path. */
  files: ComplianceRefusedFile[];
}

const isRefusedFile = (item: unknown): item is ComplianceRefusedFile =>
  !!item &&
  typeof item === 'object' &&
  typeof (item as ComplianceRefusedFile).name === 'string' &&
  typeof (item as ComplianceRefusedFile).message === 'string';

/** A failed upload as the screen tells it: the message and the files refused, if it names them. */
export function uploadRefusal(error: unknown): UploadRefusal | null {
  const failed = asFailedCall(error);
  if (!failed) return null;
  const files = (failed.files ?? []).filter(isRefusedFile).map((file) => ({
    ...file,
    errors: Array.isArray(file.errors) ? file.errors : [],
  }));
  return { message: failed.message, files };
}
