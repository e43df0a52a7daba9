/**
 * The calendar in a child's words: this week's parsha, when a holiday comes, today's Hebrew date. The
 * facts come from jewish-calendar (hebcal); this file only phrases them, and says "at sundown" because a
 * Jewish day begins in the evening.
 */
import {
  formatGregorian,
  hebrewDateOf,
  hebrewDateText,
  nextOccurrence,
  upcomingHoliday,
  weeklyReading,
  type HolidayKey,
} from '../jewish-calendar';
import { summaryFor } from '../parsha-summaries';
import { hasAny } from './normalize';

/** How children (and their parents) spell each holiday, normalized (no apostrophes, hyphens as spaces). */
export const HOLIDAY_SPELLINGS: Readonly<Record<HolidayKey, readonly string[]>> = {
  chanukah: ['chanukah', 'hanukkah', 'hanukah', 'chanuka', 'hanuka', 'chanukkah', 'channukah', 'hannukah', 'hanukka'],
  'tu-bishvat': ['tu bishvat', 'tu bshvat', 'tu bshevat', 'tu bi shvat', 'tu b shvat', 'tubishvat', 'tu bisvat'],
  purim: ['purim'],
  pesach: ['pesach', 'pesah', 'passover', 'peseach', 'pesakh'],
  'lag-baomer': ['lag baomer', 'lag bomer', 'lag ba omer', 'lag b omer', 'lagbaomer'],
  shavuot: ['shavuot', 'shavuos', 'shavuoth', 'shavout', 'shavous'],
  'tisha-bav': ['tisha bav', 'tishah bav', 'tisha b av', 'tishabav', 'tisha beav', 'ninth of av', '9 av', '9th of av'],
  'rosh-hashana': ['rosh hashana', 'rosh hashanah', 'rosh hoshana', 'rosh hashono', 'roshashana', 'jewish new year'],
  'yom-kippur': ['yom kippur', 'yom kipur', 'yom kippor', 'yomkippur'],
  sukkot: ['sukkot', 'succot', 'sukkos', 'succos', 'sukot', 'succoth', 'sukkoth'],
  'simchat-torah': ['simchat torah', 'simchas torah', 'simhat torah', 'simchat tora'],
};

export function holidayNamedIn(normalized: string): HolidayKey | undefined {
  const keys = Object.keys(HOLIDAY_SPELLINGS) as HolidayKey[];
  return keys.find((key) => hasAny(normalized, HOLIDAY_SPELLINGS[key]));
}

export function parshaAnswer(now: Date): string {
  const reading = weeklyReading(now);
  const when = `Shabbat, ${formatGregorian(reading.shabbat)}`;
  if (reading.holiday) {
    return `This Shabbat (${when}) is a holiday, so instead of the weekly parsha we read a special holiday portion: ${reading.name} (${reading.hebrewName}), ${reading.range}.`;
  }
  const story = summaryFor(reading.parsha);
  const storyLine = story ? ` ${story}` : '';
  return `This week's parsha is ${reading.name} (${reading.hebrewName}), read on ${when}. It is in ${reading.range}.${storyLine}`;
}

export function parshaQuestion(now: Date): string {
  const reading = weeklyReading(now);
  return reading.holiday
    ? 'What do you already know about this holiday?'
    : `Which person in Parashat ${reading.name} would you like to learn more about?`;
}

export function holidayAnswer(key: HolidayKey, now: Date): string {
  const o = nextOccurrence(key, now);
  const evening = formatGregorian(o.beginsEvening);
  const candle = o.key === 'chanukah' ? ', when we light the first candle' : '';
  // Plain wording without exclamation marks: Tish'a B'Av and Yom Kippur are not parties.
  if (o.inProgress) return `${o.name} is happening now. It began at sundown on ${evening}.`;
  if (o.beginsTonight) return `${o.name} begins tonight, at sundown on ${evening}${candle}.`;
  return `${o.name} begins on the evening of ${evening}, at sundown${candle}. The first full day is ${formatGregorian(o.firstDay)}. Jewish days begin in the evening, so it starts the night before.`;
}

export function holidayQuestion(key: HolidayKey): string {
  const o: Record<HolidayKey, string> = {
    chanukah: 'How many nights of candles are there on Chanukah?',
    'tu-bishvat': 'Which fruit would you like to eat on Tu BiShvat?',
    purim: 'Who is the hero of the Purim story, in your opinion?',
    pesach: 'Which of the Four Questions at the Seder do you like best?',
    'lag-baomer': 'What do you think we are counting during the Omer?',
    shavuot: 'What special gift did the Jewish people receive on Shavuot?',
    'tisha-bav': 'What do you think we can do to help build a kinder world?',
    'rosh-hashana': 'Why do you think we dip apples in honey on Rosh Hashana?',
    'yom-kippur': 'How could you say sorry to someone in a kind way?',
    sukkot: 'What would you hang up to decorate a sukkah?',
    'simchat-torah': 'Which part of the Torah do we start again on Simchat Torah?',
  };
  return o[key];
}

export function nextHolidayAnswer(now: Date): { answer: string; key: HolidayKey } {
  const o = upcomingHoliday(now);
  const when = o.beginsTonight ? 'tonight' : 'on the evening of';
  return { answer: `The next holiday is ${o.name}. It begins ${when} ${formatGregorian(o.beginsEvening)}, at sundown.`, key: o.key };
}

export function hebrewDateAnswer(now: Date): string {
  const today = hebrewDateText(now);
  const tonight = hebrewDateText(hebrewDateOf(now).next().greg());
  return `Today, ${formatGregorian(now)}, is ${today.english} (${today.hebrew}). A Jewish day begins at sundown, so this evening it becomes ${tonight.english}.`;
}

export const HEBREW_DATE_QUESTION = 'Do you know which Hebrew month your birthday falls in?';
