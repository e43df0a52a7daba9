import { screenConversation } from './src/index';
import { screenConversation as before } from '../../main/safety/src/index';
for (const t of process.argv.slice(2)) console.log(JSON.stringify(before([], t).categories), JSON.stringify(screenConversation([], t, { secondReader: false }).categories), t);
