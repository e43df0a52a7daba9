import type { Migration } from 'kysely/migration';
import * as createAccounts from './20261122T0900_create_accounts';
import * as createXpLedger from './20261122T0910_create_xp_ledger';
import * as createEventStore from './20261122T1000_create_event_store';
import * as createGamification from './20261122T1100_create_gamification';
import * as createTexts from './20261123T0100_create_texts';
import * as createParshaProgress from './20261123T0110_create_parsha_progress';
import * as createJobOutbox from './20261123T0300_create_job_outbox';
import * as createColoringArtwork from './20261123T0200_create_coloring_artwork';
import * as createReadingProgress from './20261123T0210_create_reading_progress';
import * as indexTextsForSearch from './20261123T0400_index_texts_for_search';
import * as createGamesAndQuizzes from './20261123T0500_create_games_and_quizzes';
import * as createPremium from './20261123T0600_create_premium';
import * as createPrivacy from './20261123T0900_create_privacy';
import * as guardActivitiesAndTimeZones from './20261124T0300_guard_activities_and_time_zones';
import * as keepLearnerCounters from './20261124T0600_keep_learner_counters';
import * as addRequestIdToJobOutbox from './20261124T0700_add_request_id_to_job_outbox';
import * as notifyOnlyDueOutboxRows from './20261125T0300_notify_only_due_outbox_rows';
import * as appendChatEvents from './20261126T0100_append_chat_events';
import * as storeTextsSearchVector from './20261127T0100_store_texts_search_vector';
import * as indexNewOutboxRows from './20261127T0900_index_new_outbox_rows';
import * as createSafetyFlagsAndNotices from './20261128T0100_create_safety_flags_and_notices';
import * as addSourcesToChatMessages from './20261128T2100_add_sources_to_chat_messages';
import * as countLearnersInCode from './20261129T0100_count_learners_in_code';
import * as appendChatInOneCall from './20261130T0100_append_chat_in_one_call';
import * as replyStatesByKey from './20261201T0100_reply_states_by_key';
import * as chatWaitsForChatAlone from './20261202T0100_chat_waits_for_chat_alone';

/** Every migration, by sortable name. Listed statically so bundlers and tsx need no directory scan. */
export const migrations: Record<string, Migration> = {
  '20261122T0900_create_accounts': createAccounts,
  '20261122T0910_create_xp_ledger': createXpLedger,
  '20261122T1000_create_event_store': createEventStore,
  '20261122T1100_create_gamification': createGamification,
  '20261123T0100_create_texts': createTexts,
  '20261123T0110_create_parsha_progress': createParshaProgress,
  '20261123T0200_create_coloring_artwork': createColoringArtwork,
  '20261123T0210_create_reading_progress': createReadingProgress,
  '20261123T0300_create_job_outbox': createJobOutbox,
  '20261123T0400_index_texts_for_search': indexTextsForSearch,
  '20261123T0500_create_games_and_quizzes': createGamesAndQuizzes,
  '20261123T0600_create_premium': createPremium,
  '20261123T0900_create_privacy': createPrivacy,
  '20261124T0300_guard_activities_and_time_zones': guardActivitiesAndTimeZones,
  '20261124T0600_keep_learner_counters': keepLearnerCounters,
  '20261124T0700_add_request_id_to_job_outbox': addRequestIdToJobOutbox,
  '20261125T0300_notify_only_due_outbox_rows': notifyOnlyDueOutboxRows,
  '20261126T0100_append_chat_events': appendChatEvents,
  '20261127T0100_store_texts_search_vector': storeTextsSearchVector,
  '20261127T0900_index_new_outbox_rows': indexNewOutboxRows,
  '20261128T0100_create_safety_flags_and_notices': createSafetyFlagsAndNotices,
  '20261128T2100_add_sources_to_chat_messages': addSourcesToChatMessages,
  '20261129T0100_count_learners_in_code': countLearnersInCode,
  '20261130T0100_append_chat_in_one_call': appendChatInOneCall,
  '20261201T0100_reply_states_by_key': replyStatesByKey,
  '20261202T0100_chat_waits_for_chat_alone': chatWaitsForChatAlone,
};
