import { type Kysely, sql } from 'kysely';

/**
 * Badges, streaks and daily challenges. The badge catalogue is seeded here as it stood when this
 * migration was written (a migration never changes); a test checks the table against the catalogue
 * in code, and a later change to the catalogue comes with a migration of its own.
 */
const BADGES = [
  { key: "shalom-friend", name: "Shalom Friend", description: "Said hello to Morah and asked your very first question.", tagline: "Every great journey starts with Shalom!", tier: 1, rarity: "common", category: "learning", icon_type: "shalom", xp_reward: 10, criterion: {"kind": "chat_messages", "count": 1} },
  { key: "thinking-kippah", name: "Thinking Kippah", description: "Asked Morah 10 questions.", tagline: "Curious minds wear the best thinking caps.", tier: 2, rarity: "rare", category: "learning", icon_type: "yarmulke", xp_reward: 25, criterion: {"kind": "chat_messages", "count": 10} },
  { key: "chai-reader", name: "Chai Reader", description: "Read 18 verses of the parsha. Chai means life, and its letters add up to 18!", tagline: "L’chaim to learning!", tier: 1, rarity: "common", category: "learning", icon_type: "chai", xp_reward: 18, criterion: {"kind": "parsha_verses", "count": 18} },
  { key: "torah-scholar", name: "Torah Scholar", description: "Read 50 verses of the parsha.", tagline: "The Torah is a tree of life for those who hold it.", tier: 2, rarity: "rare", category: "learning", icon_type: "torah-scroll", xp_reward: 50, criterion: {"kind": "parsha_verses", "count": 50} },
  { key: "keeper-of-the-scroll", name: "Keeper of the Scroll", description: "Read 500 verses of the parsha.", tagline: "You carry the Torah with you wherever you go.", tier: 4, rarity: "legendary", category: "learning", icon_type: "torah-scroll", xp_reward: 150, criterion: {"kind": "parsha_verses", "count": 500} },
  { key: "house-of-learning", name: "House of Learning", description: "Spent 60 minutes learning.", tagline: "Every minute of learning builds a little beit midrash.", tier: 2, rarity: "rare", category: "learning", icon_type: "synagogue", xp_reward: 30, criterion: {"kind": "study_minutes", "count": 60} },
  { key: "challah-chef", name: "Challah Chef", description: "Colored your first Hebrew letter page.", tagline: "Fresh from the oven, and full of color!", tier: 1, rarity: "common", category: "achievement", icon_type: "challah", xp_reward: 10, criterion: {"kind": "coloring_pages", "count": 1} },
  { key: "sprinkle-artist", name: "Sprinkle Artist", description: "Colored 10 Hebrew letter pages.", tagline: "Sweet colors, sprinkled everywhere!", tier: 2, rarity: "rare", category: "achievement", icon_type: "sufganiyah", xp_reward: 25, criterion: {"kind": "coloring_pages", "count": 10} },
  { key: "dreidel-spinner", name: "Dreidel Spinner", description: "Finished your first learning game.", tagline: "Nes gadol haya po: a great game happened here!", tier: 1, rarity: "common", category: "achievement", icon_type: "dreidel", xp_reward: 10, criterion: {"kind": "games_completed", "count": 1} },
  { key: "bright-star", name: "Bright Star", description: "Finished your first quiz.", tagline: "Every answer makes you shine a little brighter.", tier: 1, rarity: "common", category: "achievement", icon_type: "star-of-david", xp_reward: 10, criterion: {"kind": "quizzes_completed", "count": 1} },
  { key: "shofar-sounder", name: "Shofar Sounder", description: "Completed 5 daily challenges.", tagline: "You answered the call, again and again!", tier: 2, rarity: "rare", category: "achievement", icon_type: "shofar", xp_reward: 40, criterion: {"kind": "challenges_completed", "count": 5} },
  { key: "high-five-hamsa", name: "High Five Hamsa", description: "Earned your first 100 XP.", tagline: "High five! Your hard work is paying off.", tier: 1, rarity: "common", category: "milestone", icon_type: "hamsa", xp_reward: 10, criterion: {"kind": "xp", "amount": 100} },
  { key: "overflowing-cup", name: "Overflowing Cup", description: "Reached level 3.", tagline: "Your cup of learning is running over!", tier: 2, rarity: "rare", category: "milestone", icon_type: "kiddush-cup", xp_reward: 30, criterion: {"kind": "level", "level": 3} },
  { key: "star-scholar", name: "Star Scholar", description: "Earned 1,000 XP.", tagline: "As many as the stars in the sky: that is how much you have learned!", tier: 3, rarity: "epic", category: "milestone", icon_type: "star-of-david", xp_reward: 100, criterion: {"kind": "xp", "amount": 1000} },
  { key: "candle-keeper", name: "Candle Keeper", description: "Learned 3 days in a row.", tagline: "Three days of light, and still glowing!", tier: 1, rarity: "common", category: "special", icon_type: "candles", xp_reward: 15, criterion: {"kind": "streak_days", "count": 3} },
  { key: "menorah-master", name: "Menorah Master", description: "Learned 7 days in a row, one for each branch of the menorah.", tagline: "Seven branches, seven days, one bright learner!", tier: 3, rarity: "epic", category: "special", icon_type: "menorah", xp_reward: 70, criterion: {"kind": "streak_days", "count": 7} },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('badges')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tagline', 'text', (c) => c.notNull())
    .addColumn('tier', 'integer', (c) => c.notNull())
    .addColumn('rarity', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('icon_type', 'text', (c) => c.notNull())
    .addColumn('xp_reward', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('criterion', 'jsonb', (c) => c.notNull())
    .execute();
  await db
    .insertInto('badges')
    .values(BADGES.map((b) => ({ ...b, criterion: JSON.stringify(b.criterion) })))
    .execute();

  // Each badge at most once per learner: the unique pair is the guarantee, whatever runs twice.
  await db.schema
    .createTable('user_badges')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('badge_id', 'integer', (c) => c.notNull().references('badges.id'))
    .addColumn('earned_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_badges_once', ['user_id', 'badge_id'])
    .execute();
  await db.schema.createIndex('user_badges_user_earned_idx').on('user_badges').columns(['user_id', 'earned_at']).execute();

  await db.schema
    .createTable('streaks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('streak_type', 'text', (c) => c.notNull())
    .addColumn('current', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('longest', 'integer', (c) => c.notNull().defaultTo(0))
    // The last check-in as a day in the learner's own time zone, and that zone.
    .addColumn('last_day', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('streaks_pk', ['user_id', 'streak_type'])
    .execute();

  await db.schema
    .createTable('challenge_progress')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('challenge_type', 'text', (c) => c.notNull())
    .addColumn('current_progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'timestamptz')
    .addPrimaryKeyConstraint('challenge_progress_pk', ['user_id', 'day', 'challenge_type'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('challenge_progress').execute();
  await db.schema.dropTable('streaks').execute();
  await db.schema.dropTable('user_badges').execute();
  await db.schema.dropTable('badges').execute();
}
