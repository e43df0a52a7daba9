import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';

/**
 * A folder made once on this machine at `dir`: `make` fills a new folder beside it (`newFolder`,
 * given its name's prefix, makes that one), which is then renamed into place. Processes that race
 * each make their own and the first rename wins, so a half-made folder is never used. Resolves
 * with `dir`.
 */
export async function madeOnce(dir: string, make: (building: string) => Promise<void>, newFolder: (prefix: string) => string | Promise<string> = mkdtempSync): Promise<string> {
  if (existsSync(dir)) return dir;
  const building = await newFolder(`${dir}-building-`);
  try {
    await make(building);
    renameSync(building, dir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}
