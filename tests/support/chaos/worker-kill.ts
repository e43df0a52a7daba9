import { findTutorReply } from '@morah/db';
import { type ScenarioResult, spread, verdict } from './figures';
import type { ChaosStack } from './stack';

/** The limit the issue sets: a reply within this long of the worker's restart. */
export const WORKER_RESTART_LIMIT_MS = 15_000;

/**
 * Kill the only worker with SIGKILL while it streams a reply, start a new one, and wait for that
 * reply: `kills` times in a row in one conversation. Each reply must come once (stored once, heard
 * once), and the time from the new worker's start to the reply is measured.
 */
export async function workerKillScenario(stack: ChaosStack, kills: number): Promise<ScenarioResult & { times: number[] }> {
  // Slow enough that the kill lands mid-reply: 12 pieces, 150 ms apart.
  stack.model.script.pace({ pieces: 12, pieceDelayMs: 150 });
  const [student] = await stack.classroom(1);
  const problems: string[] = [];
  const times: number[] = [];
  let once = 0;
  try {
    for (let i = 1; i <= kills; i++) {
      const sent = await student!.send(`Question ${i}: why do we light two candles on Friday?`);
      if (sent.kind !== 'acknowledged') {
        problems.push(`kill ${i}: the message was not acknowledged (${JSON.stringify(sent)})`);
        continue;
      }
      const id = sent.message.id;
      await student!.firstDelta(id);
      const worker = stack.workers[0];
      if (!worker) throw new Error('no worker is running');
      await worker.kill9();
      if (await findTutorReply(stack.db, id)) problems.push(`kill ${i}: the reply was finished before the kill landed`);
      const restartedAt = Date.now();
      await stack.startWorker();
      const reply = await student!.reply(id, 120_000).catch(() => undefined);
      if (!reply) {
        problems.push(`kill ${i}: no reply within 120 s of the restart`);
        continue;
      }
      times.push(Date.now() - restartedAt);
      const stored = await stack.db.selectFrom('chat_messages').select('id').where('reply_to', '=', id).where('sender_type', '=', 'ai').execute();
      if (stored.length === 1 && student!.heard.get(reply.id) === 1) once++;
      else problems.push(`kill ${i}: ${stored.length} replies stored, heard ${student!.heard.get(reply.id)} times`);
    }
  } finally {
    student!.close();
  }
  const { max, text } = spread(times);
  if (max > WORKER_RESTART_LIMIT_MS) problems.push(`a reply took ${Math.round(max)} ms after the restart (limit ${WORKER_RESTART_LIMIT_MS} ms)`);
  const line = `worker kill -9 x${kills}: ${times.length}/${kills} replies, ${once} once each, ${text} after the restart (limit 15 s) ${verdict(problems)}`;
  return { line, problems, times };
}
