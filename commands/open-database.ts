import { mkdirSync } from 'node:fs';
import { connect, type ConnectOptions, type DbHandle } from '@morah/db';
import { lockDataDir } from './data-dir-lock';

/**
 * Open the database for a program a person runs (`pnpm start`, the database commands). Postgres is
 * opened as it is; the embedded database only after this process has taken its data directory's
 * lock, so a second program on the same folder is refused, naming the first (DataDirInUseError).
 * The lock is given back when the database closes, or when it fails to open.
 */
export async function openDatabase(options: ConnectOptions): Promise<DbHandle> {
  if (options.databaseUrl) return connect(options);
  const dataDir = options.dataDir ?? '.morah-data/db';
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    const handle = await connect({ ...options, dataDir });
    return { ...handle, close: () => handle.close().finally(() => lock.release()) };
  } catch (error) {
    lock.release();
    throw error;
  }
}
