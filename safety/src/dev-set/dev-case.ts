import type { SafetyCategory } from '@morah/contracts';

/** One item: a message, or a conversation (the child's earlier messages, oldest first, then the one screened). */
export type DevItem = string | readonly string[];

/**
 * One category's part of the development set: what children write when they need a grown-up
 * (`disclosures`), and ordinary messages that look like them (`ordinary`). Written for the screen
 * and tuned against freely; the held-out evaluation is kept elsewhere and is not this.
 */
export interface DevSetPart {
  category: SafetyCategory;
  disclosures: readonly DevItem[];
  ordinary: readonly DevItem[];
}

/** A batch written at one time, every category's disclosures and look-alikes. */
export type DevBatch = Readonly<Record<SafetyCategory, { disclosures: readonly DevItem[]; ordinary: readonly DevItem[] }>>;

/** A conversation: the child's earlier messages, oldest first, then the new one. */
export interface DevConversation {
  earlier: readonly string[];
  latest: string;
  /** The category the latest message should raise, or null when it should raise nothing. */
  expect: SafetyCategory | null;
}
