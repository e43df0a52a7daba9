import type { Kysely, Selectable } from 'kysely';
import type { Database, PremiumPurchasesTable } from '../schema';
import type { AfterWrite } from '../outbox/after-write';

export type PurchaseRow = Selectable<PremiumPurchasesTable>;

export interface NewPurchase {
  id: string;
  buyerId: number;
  userId: number;
  amountCents: number;
  currency: string;
  mode: 'stripe' | 'test';
}

export async function createPurchase(db: Kysely<Database>, p: NewPurchase): Promise<void> {
  await db
    .insertInto('premium_purchases')
    .values({ id: p.id, buyer_id: p.buyerId, user_id: p.userId, amount_cents: p.amountCents, currency: p.currency, mode: p.mode })
    .execute();
}

export function findPurchase(db: Kysely<Database>, id: string): Promise<PurchaseRow | undefined> {
  return db.selectFrom('premium_purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A checkout the buyer walked away from; a paid one stays paid. */
export async function cancelPurchase(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('premium_purchases').set({ status: 'cancelled' }).where('id', '=', id).where('status', '=', 'pending').execute();
}

export type PremiumGrantOutcome = 'applied' | 'duplicate' | 'unknown_user';

/**
 * Make a member premium for one verified provider event, once: the event id is recorded in the same
 * transaction, so a replayed (or concurrently delivered) event changes nothing the second time.
 */
export async function applyPremiumGrant(
  db: Kysely<Database>,
  grant: { eventId: string; eventType: string; sessionId: string; userId: number },
  /** Runs in the same transaction once premium is applied, to record the jobs that follow. */
  afterWrite?: AfterWrite<'applied'>,
): Promise<PremiumGrantOutcome> {
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('payment_events')
      .values({ id: grant.eventId, type: grant.eventType })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return 'duplicate';
    const member = await trx.updateTable('users').set({ is_premium: true }).where('id', '=', grant.userId).returning('id').executeTakeFirst();
    if (!member) return 'unknown_user';
    await trx
      .updateTable('premium_purchases')
      .set({ status: 'paid', paid_at: new Date(), event_id: grant.eventId })
      .where('id', '=', grant.sessionId)
      .where('user_id', '=', grant.userId)
      .execute();
    await afterWrite?.(trx, 'applied');
    return 'applied';
  });
}

/** A parent's linked children, with whether each has Premium. */
export function familyPremium(db: Kysely<Database>, parentId: number) {
  return db
    .selectFrom('parent_links')
    .innerJoin('users', 'users.id', 'parent_links.student_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.is_premium'])
    .where('parent_links.parent_id', '=', parentId)
    .orderBy('users.first_name')
    .execute();
}
