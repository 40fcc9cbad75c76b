// The local-folder driver: each key is a file under `dir`, each folder a directory. Writes go to
// a hidden staging folder first and are renamed into place, so a reader never sees half a file
// and a failed upload leaves nothing behind. Signed URLs are HMAC-signed /api/file_download URLs.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { resolveRange } from './byteRange';
import { checkKey, contentTypeOf, lastSegment } from './objectKeys';
import {
  InvalidKeyError,
  ObjectConflictError,
  ObjectNotFoundError,
  type ObjectBody,
  type ObjectInfo,
  type ObjectStorage,
} from './objectStorage';
import { signDownload } from './signedUrls';

/** Staging folder for writes in progress, inside `dir` so that rename never crosses devices. */
const STAGING = '.surtidor-staging';
/** Large reads: fewer, bigger chunks stream faster. */
const READ_CHUNK = 1024 * 1024;
const DEFAULT_LIST_LIMIT = 1000;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Byte order of UTF-8, which is S3's listing order. */
const byKeyOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

export interface LocalFolderStorageOptions {
  /** Absolute path; created when missing. */
  dir: string;
  /** HMAC key of the signed URLs. */
  signingSecret: string;
  /** For tests: the clock of signed URLs, in ms. */
  now?: () => number;
}

export function localFolderStorage(options: LocalFolderStorageOptions): ObjectStorage {
  const root = path.resolve(options.dir);
  const now = options.now ?? Date.now;

  function pathOf(key: string, kind: 'object' | 'folder'): { key: string; file: string } {
    const checked = checkKey(key, kind);
    if (checked.split('/')[0] === STAGING) throw new InvalidKeyError(key, 'reserved name');
    const file = path.join(root, ...checked.split('/').filter(Boolean));
    // checkKey already forbids '..': this is the second lock on the same door.
    if (file !== root && !file.startsWith(root + path.sep)) {
      throw new InvalidKeyError(key, 'outside the storage root');
    }
    return { key: checked, file };
  }

  function infoOf(key: string, stat: fs.Stats): ObjectInfo {
    return {
      key,
      size: stat.size,
      lastModified: stat.mtime,
      contentType: contentTypeOf(key),
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    };
  }

  async function ensureDir(dir: string, key: string): Promise<void> {
    try {
      await fsp.mkdir(dir, { recursive: true });
    } catch (error) {
      if (['EEXIST', 'ENOTDIR'].includes(errorCode(error) ?? ''))
        throw new ObjectConflictError(key);
      throw error;
    }
  }

  async function statFile(file: string): Promise<fs.Stats | null> {
    try {
      const stat = await fsp.stat(file);
      return stat.isFile() ? stat : null;
    } catch (error) {
      if (['ENOENT', 'ENOTDIR'].includes(errorCode(error) ?? '')) return null;
      throw error;
    }
  }

  return {
    driver: 'local',

    async put(key: string, body: ObjectBody): Promise<ObjectInfo> {
      const target = pathOf(key, 'object');
      const staging = path.join(root, STAGING);
      await fsp.mkdir(staging, { recursive: true });
      const temp = path.join(staging, `${randomBytes(12).toString('hex')}.partial`);
      try {
        if (body instanceof Readable) {
          await pipeline(body, fs.createWriteStream(temp));
        } else {
          await fsp.writeFile(temp, body);
        }
        await ensureDir(path.dirname(target.file), target.key);
        await fsp.rename(temp, target.file);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        if (['EISDIR', 'ENOTDIR', 'ENOTEMPTY'].includes(errorCode(error) ?? '')) {
          throw new ObjectConflictError(target.key);
        }
        throw error;
      }
      return infoOf(target.key, await fsp.stat(target.file));
    },

    async createFolder(prefix: string): Promise<void> {
      const target = pathOf(prefix, 'folder');
      await ensureDir(target.file, target.key);
    },

    // The parameters and results are typed by ObjectStorage.
    async get(key, range) {
      const target = pathOf(key, 'object');
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(target.file, 'r');
      } catch (error) {
        if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes(errorCode(error) ?? '')) {
          throw new ObjectNotFoundError(target.key);
        }
        throw error;
      }
      try {
        // Size and bytes come from the same open file, even if it is replaced meanwhile.
        const stat = await handle.stat();
        if (!stat.isFile()) throw new ObjectNotFoundError(target.key);
        const info = infoOf(target.key, stat);
        const resolved = range ? resolveRange(range, stat.size) : null;
        if (stat.size === 0) {
          // Nothing to read (and an end of 0 would mean "the first byte").
          await handle.close();
          return { info, body: Readable.from([]), range: resolved };
        }
        const body = handle.createReadStream({
          start: resolved?.start ?? 0,
          end: resolved?.end ?? stat.size - 1,
          highWaterMark: READ_CHUNK,
          autoClose: true,
        });
        return { info, body, range: resolved };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key: string): Promise<ObjectInfo | null> {
      const target = pathOf(key, 'object');
      const stat = await statFile(target.file);
      return stat ? infoOf(target.key, stat) : null;
    },

    async list(prefix, listOptions = {}) {
      const target = pathOf(prefix, 'folder');
      const limit = listOptions.limit ?? DEFAULT_LIST_LIMIT;
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(target.file, { withFileTypes: true });
      } catch (error) {
        if (['ENOENT', 'ENOTDIR'].includes(errorCode(error) ?? '')) {
          return { folders: [], objects: [], nextToken: null };
        }
        throw error;
      }
      const names = entries
        .filter((entry) => !(target.key === '' && entry.name === STAGING))
        .filter((entry) => entry.isDirectory() || entry.isFile())
        .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
        .sort(byKeyOrder);
      const after = listOptions.after ?? null;
      const remaining = after === null ? names : names.filter((n) => byKeyOrder(n, after) > 0);
      const page = remaining.slice(0, limit);
      const folders: string[] = [];
      const objects: ObjectInfo[] = [];
      for (const name of page) {
        if (name.endsWith('/')) folders.push(`${target.key}${name}`);
        else {
          const stat = await statFile(path.join(target.file, name));
          if (stat) objects.push(infoOf(`${target.key}${name}`, stat));
        }
      }
      return {
        folders,
        objects,
        nextToken: remaining.length > limit ? page[page.length - 1]! : null,
      };
    },

    async delete(key: string): Promise<void> {
      if (key.endsWith('/')) {
        const target = pathOf(key, 'folder');
        try {
          await fsp.rmdir(target.file);
        } catch (error) {
          const code = errorCode(error);
          if (code === 'ENOENT') return;
          if (code === 'ENOTEMPTY' || code === 'EEXIST') throw new ObjectConflictError(target.key);
          throw error;
        }
        return;
      }
      const target = pathOf(key, 'object');
      try {
        await fsp.unlink(target.file);
      } catch (error) {
        if (['ENOENT', 'ENOTDIR'].includes(errorCode(error) ?? '')) return;
        if (errorCode(error) === 'EISDIR' || errorCode(error) === 'EPERM') {
          throw new ObjectConflictError(target.key);
        }
        throw error;
      }
    },

    async signedUrl(key, signOptions) {
      const target = pathOf(key, 'object');
      return signDownload(options.signingSecret, {
        key: target.key,
        expires: Math.floor(now() / 1000) + signOptions.expiresInSeconds,
        name: signOptions.fileName ?? lastSegment(target.key),
      });
    },
  };
}
