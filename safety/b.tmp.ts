import { readMessage } from './src/read/read-message';
import { hearBullying } from './src/hear/bullying';
for (const t of process.argv.slice(2)) console.log(hearBullying(readMessage(t)), t);
