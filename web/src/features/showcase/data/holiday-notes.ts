/** A few words on each holiday for the calendar's detail view, keyed by hebcal's basename. */
export interface HolidayNote {
  description: string;
  traditions: readonly string[];
  greeting: string;
}

export const HOLIDAY_NOTES: Record<string, HolidayNote> = {
  'Rosh Hashana': { description: 'The Jewish New Year, when we think about the year gone by and the year ahead.', traditions: ['Hearing the shofar', 'Apples dipped in honey', 'A round challah'], greeting: 'Shanah Tovah!' },
  'Yom Kippur': { description: 'The Day of Atonement: a day of saying sorry, forgiving and starting fresh. Grown-ups fast.', traditions: ['Fasting (for grown-ups)', 'Prayers all day', 'Asking forgiveness before it begins'], greeting: 'G’mar Chatimah Tovah!' },
  Sukkot: { description: 'A week of living in a sukkah, remembering the journey through the desert.', traditions: ['Eating in the sukkah', 'Waving the lulav and etrog', 'Inviting guests'], greeting: 'Chag Sameach!' },
  'Shmini Atzeret': { description: 'The day right after Sukkot, when we pray for rain.', traditions: ['Prayer for rain', 'Yizkor'], greeting: 'Chag Sameach!' },
  'Simchat Torah': { description: 'We finish reading the Torah and start it again from the beginning.', traditions: ['Dancing with the Torah scrolls', 'Hakafot (circles)'], greeting: 'Chag Sameach!' },
  Chanukah: { description: 'Eight nights of light, remembering the Maccabees and the little jar of oil.', traditions: ['Lighting the menorah', 'Latkes and sufganiyot', 'Spinning the dreidel'], greeting: 'Chanukah Sameach!' },
  'Tu BiShvat': { description: 'The New Year of the Trees.', traditions: ['Eating fruits of the Land of Israel', 'Planting trees'], greeting: 'Chag Sameach!' },
  Purim: { description: 'Remembering how Queen Esther saved the Jewish people.', traditions: ['Hearing the Megillah', 'Costumes', 'Gifts of food to friends', 'Gifts to people in need'], greeting: 'Purim Sameach!' },
  Pesach: { description: 'Passover: the story of leaving Egypt, from slavery to freedom.', traditions: ['The Seder', 'Eating matzah', 'Asking the Four Questions'], greeting: 'Chag Pesach Sameach!' },
  Shavuot: { description: 'Celebrating the giving of the Torah at Mount Sinai.', traditions: ['Learning Torah', 'Dairy foods', 'Reading the Ten Commandments'], greeting: 'Chag Sameach!' },
  "Tish'a B'Av": { description: 'A sad day remembering the destruction of both Temples. Grown-ups fast.', traditions: ['Reading Eichah (Lamentations)', 'Fasting (for grown-ups)'], greeting: 'An easy fast.' },
  'Lag BaOmer': { description: 'A happy day in the counting of the Omer, remembering Rabbi Shimon bar Yochai.', traditions: ['Bonfires', 'Picnics and bows and arrows'], greeting: 'Chag Sameach!' },
  "Yom HaAtzma'ut": { description: 'Israel’s Independence Day.', traditions: ['Flags and parades', 'Barbecues'], greeting: 'Chag Atzma’ut Sameach!' },
  'Yom HaShoah': { description: 'Remembering the six million Jews who were murdered in the Holocaust.', traditions: ['Lighting memorial candles', 'A moment of silence'], greeting: '' },
};

export const SHABBAT_NOTE: HolidayNote = {
  description: 'Every week, a day of rest. Each Shabbat has its own Torah portion, its parsha.',
  traditions: ['Lighting candles', 'Kiddush and challah', 'Reading the week’s parsha'],
  greeting: 'Shabbat Shalom!',
};

export const ROSH_CHODESH_NOTE: HolidayNote = {
  description: 'The start of a new Hebrew month, when the new moon appears.',
  traditions: ['Special prayers (Hallel)', 'A festive meal'],
  greeting: 'Chodesh Tov!',
};

export function noteFor(basename: string, type: string): HolidayNote | null {
  if (HOLIDAY_NOTES[basename]) return HOLIDAY_NOTES[basename]!;
  if (basename.startsWith('Rosh Chodesh')) return ROSH_CHODESH_NOTE;
  if (type === 'shabbat') return SHABBAT_NOTE;
  return null;
}
