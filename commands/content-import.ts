import { resolve } from 'node:path';
import { importTorahFolder, MalformedTextFile, migrateToLatest } from '@morah/db';
import { openDatabase } from './open-database';
import { commandDatabaseFromEnvironment } from './config';

// `pnpm content:import <dir>`: load a Torah folder into DATABASE_URL, or the embedded database in MORAH_DATA_DIR.
const dir = process.argv[2];
if (!dir) {
  console.error('Usage: pnpm content:import <folder>   (a folder with torah-he.json and torah-en.json; torah-he-teamim.json is optional)');
  process.exit(2);
}
const handle = await openDatabase(commandDatabaseFromEnvironment());
let code = 0;
try {
  await migrateToLatest(handle.db);
  const result = await importTorahFolder(handle.db, resolve(process.cwd(), dir));
  for (const [book, n] of Object.entries(result.byBook)) console.log(`${book.padEnd(12)} ${n} verses`);
  const total = Object.values(result.byBook).reduce((a, b) => a + b, 0);
  console.log(`Imported ${total} verses (${result.inserted} new, ${result.updated} replaced).`);
} catch (error) {
  code = 1;
  if (error instanceof MalformedTextFile) console.error(`Nothing was imported. ${error.message}`);
  else console.error(`Nothing was imported: ${(error as Error).message}`);
} finally {
  await handle.close();
}
process.exit(code);
