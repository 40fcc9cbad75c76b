// Files of an outbox folder (mail, WhatsApp): written atomically so a reader never sees half a
// message, and read back as their JSON summaries, oldest first.
import fs from 'node:fs/promises';
import path from 'node:path';

export async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  const temporary = `${file}.tmp`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

/** The JSON summaries in `outboxDir`, oldest first (names start with a timestamp). */
export async function readOutboxEntries<T>(outboxDir: string): Promise<T[]> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch {
    return [];
  }
  return Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as T),
  );
}
