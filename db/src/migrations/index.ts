import type { Migration } from 'kysely/migration';
import * as createAccounts from './20261122T0900_create_accounts';
import * as createXpLedger from './20261122T0910_create_xp_ledger';
import * as createEventStore from './20261122T1000_create_event_store';
import * as createGamification from './20261122T1100_create_gamification';

/** Every migration, by sortable name. Listed statically so bundlers and tsx need no directory scan. */
export const migrations: Record<string, Migration> = {
  '20261122T0900_create_accounts': createAccounts,
  '20261122T0910_create_xp_ledger': createXpLedger,
  '20261122T1000_create_event_store': createEventStore,
  '20261122T1100_create_gamification': createGamification,
};
