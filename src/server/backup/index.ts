// Backups and restore of the database and the stored files (docs/backups.md): one archive
// format and one logical export for PGlite and PostgreSQL alike, so a backup of either restores
// into either.
export { BackupError, FORMAT_VERSION, type Manifest } from './format';
export { makeBackup, type BackupSummary, type MakeBackupOptions } from './makeBackup';
export { storageSourceFor, type StorageSource } from './storedFiles';
export { verifyArchive } from './verifyArchive';
export { restoreBackup, restoreInto, type RestoreOptions, type RestoreSummary } from './restore';
export {
  assertEmbeddedFolderFree,
  controlSocketPath,
  requestBackup,
  serverAnswersOn,
  startControlSocket,
  type ControlSocket,
} from './controlSocket';
export {
  BACKUP_QUEUE,
  backupHandler,
  ensureBackupSchedule,
  pruneBackups,
  runScheduledBackup,
  scheduledArchiveName,
} from './scheduledBackup';
export { startBackupControlSocket } from './serverControl';
export { ArchiveWriter, readArchive, type ArchiveEntry } from './archive';
export { MANIFEST_DIGEST_ENTRY, MANIFEST_ENTRY, sha256Hex } from './format';
