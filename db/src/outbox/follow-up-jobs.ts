import { type JobName, jobs } from '@morah/contracts';
import { currentRequestId } from './request-context';

/**
 * A job that follows a write and takes a value the write hands out: the position of one of its
 * events (a tutor's reply takes its request's), or the id and pay of the activity it keeps (the XP
 * job of a chat message). It is described before the write, so the database can write it in the
 * write's own statement (see `appendChat`); its id and payload are the job's contract's
 * (`@morah/contracts` jobs), with the value the write hands out at the end of the id.
 */
export interface FollowUpJob {
  name: JobName;
  /** The payload without the fields the write fills in. */
  payload: Record<string, unknown>;
  request_id: string | null;
  /** The job's id up to the value filled in (the whole id when nothing is). */
  id_prefix: string;
  fill: 'position' | 'activity' | null;
  /** `position`: the type of the event whose position is taken. */
  event_type: string | null;
  /** The payload field that takes the position, or (with the activity) its source, `field_prefix` and the activity's id. */
  field: string | null;
  field_prefix: string | null;
  /** `activity`: the payload field that takes its pay, if any. */
  pay_field: string | null;
  /** `activity`: written only after a paid activity (true) or after one that paid nothing (false). */
  paid: boolean | null;
}

/** What a write handed out, that its follow-up jobs take. */
export interface HandedOut {
  positionOf(eventType: string): number | undefined;
  activity: { id: number; xp: number } | undefined;
}

/** A job's outbox row. */
export interface OutboxRow {
  job_id: string;
  name: JobName;
  payload: string;
  request_id: string | null;
}

/** A value no real one looks like, to find where the job's contract puts it in the id. */
const SAMPLE = 918_273_645;

/** The id of `name`'s job for `payload`, up to a value that ends it (checked against the contract). */
function idPrefix(name: JobName, payload: Record<string, unknown>, sampled: string): string {
  const id = (jobs[name].id as (p: unknown) => string)(jobs[name].payload.parse(payload));
  if (!id.endsWith(sampled)) throw new Error(`The id of a ${name} job does not end with the value it takes`);
  return id.slice(0, -sampled.length);
}

/** A job that takes the position of the write's event of type `eventType` in `field` (a tutor reply's `requestPosition`). */
export function jobTakingPosition(name: JobName, payload: Record<string, unknown>, field: string, eventType: string): FollowUpJob {
  const rest = Object.fromEntries(Object.entries(payload).filter(([key]) => key !== field));
  return {
    name,
    payload: rest,
    request_id: currentRequestId() ?? null,
    id_prefix: idPrefix(name, { ...rest, [field]: SAMPLE }, String(SAMPLE)),
    fill: 'position',
    event_type: eventType,
    field,
    field_prefix: null,
    pay_field: null,
    paid: null,
  };
}

/**
 * A job that takes the kept activity: its source in `field` (`prefix` and the activity's id), its pay
 * in `payField` when given; written only after a paid activity (`paid` true), or one that paid
 * nothing (false).
 */
export function jobTakingActivity(
  name: JobName,
  payload: Record<string, unknown>,
  take: { field: string; prefix: string; payField?: string; paid: boolean },
): FollowUpJob {
  const sample = { ...payload, [take.field]: `${take.prefix}${SAMPLE}`, ...(take.payField ? { [take.payField]: 1 } : {}) };
  return {
    name,
    payload,
    request_id: currentRequestId() ?? null,
    id_prefix: idPrefix(name, sample, String(SAMPLE)),
    fill: 'activity',
    event_type: null,
    field: take.field,
    field_prefix: take.prefix,
    pay_field: take.payField ?? null,
    paid: take.paid,
  };
}

/** The outbox rows of the jobs, with what the write handed out filled in (as the database fills them in `appendChat`'s one call). */
export function followUpRows(follow: readonly FollowUpJob[], handedOut: HandedOut): OutboxRow[] {
  return follow.flatMap((job): OutboxRow[] => {
    if (job.fill === 'position') {
      const position = handedOut.positionOf(job.event_type!);
      return [{ job_id: `${job.id_prefix}${position ?? ''}`, name: job.name, payload: JSON.stringify({ ...job.payload, [job.field!]: position }), request_id: job.request_id }];
    }
    if (job.fill === 'activity') {
      const { activity } = handedOut;
      if (!activity || (job.paid !== null && job.paid !== activity.xp > 0)) return [];
      const payload = { ...job.payload, [job.field!]: `${job.field_prefix}${activity.id}`, ...(job.pay_field ? { [job.pay_field]: activity.xp } : {}) };
      return [{ job_id: `${job.id_prefix}${activity.id}`, name: job.name, payload: JSON.stringify(payload), request_id: job.request_id }];
    }
    return [{ job_id: job.id_prefix, name: job.name, payload: JSON.stringify(job.payload), request_id: job.request_id }];
  });
}
