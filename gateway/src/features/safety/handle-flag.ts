import type { SafetyFlag } from '@morah/contracts';
import { appendChatEvents, ConcurrencyError, findFlagToHandle, findSafetyFlagView } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import { type ChatCommandDeps, publish } from '../chat/post-message';
import { decideHandleFlag, FLAG_NOT_FOUND } from './decide-handle-flag';

/** A busy conversation may move on between reading the flag and writing: read and decide again, this often at most. */
const MAX_ATTEMPTS = 10;

export interface HandleFlagInput {
  teacher: { id: number; name: string };
  messageId: string;
  note: string;
  correlationId: string;
}

/**
 * A teacher marks a flag handled: read the flag, decide, and append `FlagHandled` to its thread
 * expecting the version that was read (a message that came meanwhile means reading and deciding
 * again; a second teacher who got in first means a 409). After the commit the rooms hear it: the
 * flag leaves every "Needs care" panel of the child's teachers, and the parents' notice comes back.
 */
export async function handleFlag(deps: Pick<ChatCommandDeps, 'db' | 'emitter'>, log: FastifyBaseLogger, input: HandleFlagInput): Promise<SafetyFlag> {
  const { db } = deps;
  for (let attempt = 1; ; attempt++) {
    const found = await findFlagToHandle(db, input.messageId, input.teacher.id);
    const decision = decideHandleFlag(
      {
        flag: found && { messageId: found.message_id, handledAt: found.handled_at, handledByName: found.handled_by_name },
        teachesChild: Boolean(found?.teaches),
      },
      { messageId: input.messageId, teacherId: input.teacher.id, teacherName: input.teacher.name, note: input.note },
    );
    if (!decision.ok) throw new AppError(decision.refusal.status, decision.refusal.code, decision.refusal.message);
    try {
      const appended = await appendChatEvents(db, found!.thread_id, decision.events, {
        metadata: { actorId: input.teacher.id, correlationId: input.correlationId },
        expected: found!.version,
      });
      publish(deps, log, found!.thread_id, appended);
      const flag = await findSafetyFlagView(db, input.messageId);
      if (!flag) throw new AppError(404, 'not_found', FLAG_NOT_FOUND);
      return flag;
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempt < MAX_ATTEMPTS) continue;
      // Nothing was kept; the same request a moment later goes through.
      throw new AppError(503, 'busy', 'That conversation is very busy just now. Please try again.', { retryAfterSeconds: 1 }, { 'retry-after': '1' });
    }
  }
}
