/**
 * Customs of the Jewish year, written for Morah, for the quiz generator to combine with the calendar:
 * which holiday a custom belongs to. Each custom is one that every community keeps (or is named as a
 * custom of many families), so a question built on it has one right answer.
 */
export interface HolidayCustom {
  /** The holiday as @hebcal names its first day (matched by prefix). */
  holiday: string;
  /** How a child would name the holiday. */
  name: string;
  /** Completes "On which holiday do we ...?" */
  custom: string;
  /** Why, in a sentence. */
  why: string;
}

export const HOLIDAY_CUSTOMS: readonly HolidayCustom[] = [
  { holiday: 'Rosh Hashana', name: 'Rosh Hashana', custom: 'hear the shofar blown in synagogue', why: 'The shofar on Rosh Hashana is a wake-up call to become our best selves in the new year.' },
  { holiday: 'Rosh Hashana', name: 'Rosh Hashana', custom: 'dip apples in honey for a sweet new year', why: 'Apples and honey at the start of the year are a wish for a sweet year ahead.' },
  { holiday: 'Yom Kippur', name: 'Yom Kippur', custom: 'fast and ask forgiveness', why: 'Yom Kippur is the Day of Atonement: grown-ups fast and everyone says sorry and makes a fresh start.' },
  { holiday: 'Sukkot', name: 'Sukkot', custom: 'eat our meals in a sukkah', why: 'On Sukkot we live in a sukkah, a hut, remembering how our ancestors lived in the desert.' },
  { holiday: 'Sukkot', name: 'Sukkot', custom: 'shake the lulav and etrog', why: 'The four kinds (lulav, etrog, hadasim and aravot) are held together and waved on Sukkot.' },
  { holiday: 'Simchat Torah', name: 'Simchat Torah', custom: 'dance with the Torah scrolls', why: 'On Simchat Torah we finish reading the Torah and start again from Bereshit, dancing with joy.' },
  { holiday: 'Chanukah', name: 'Chanukah', custom: 'light candles for eight nights', why: 'Chanukah remembers the little jar of oil that burned for eight days in the Temple.' },
  { holiday: 'Chanukah', name: 'Chanukah', custom: 'spin a dreidel and eat latkes', why: 'Dreidels and foods fried in oil remind us of the miracle of the oil on Chanukah.' },
  { holiday: 'Tu BiShvat', name: 'Tu BiShvat', custom: 'eat fruits of the Land of Israel', why: 'Tu BiShvat is the new year of the trees, so we enjoy fruits like dates, figs and pomegranates.' },
  { holiday: 'Purim', name: 'Purim', custom: 'hear the Megillah and give gifts of food', why: 'On Purim we read Megillat Esther and send mishloach manot, gifts of food, to friends.' },
  { holiday: 'Purim', name: 'Purim', custom: 'dress up in costumes', why: 'Many families dress up on Purim, because in the Purim story God\u2019s help was hidden, like a face behind a mask.' },
  { holiday: 'Pesach', name: 'Pesach', custom: 'eat matzah at the Seder', why: 'At the Pesach Seder we eat matzah, the bread that had no time to rise when we left Egypt.' },
  { holiday: 'Pesach', name: 'Pesach', custom: 'ask the Four Questions', why: 'At the Seder a child asks "Ma Nishtana", the Four Questions, and the story of leaving Egypt is told.' },
  { holiday: 'Lag BaOmer', name: 'Lag BaOmer', custom: 'light bonfires and have outings', why: 'Lag BaOmer, the 33rd day of the Omer, is a happy day of bonfires, picnics and outings.' },
  { holiday: 'Shavuot', name: 'Shavuot', custom: 'eat dairy foods like cheesecake', why: 'Many families eat dairy on Shavuot, the day we received the Torah at Mount Sinai.' },
  { holiday: "Tish'a B'Av", name: "Tish'a B'Av", custom: 'fast and remember the destroyed Temples', why: "On Tish'a B'Av we are sad together, remembering that both Temples in Jerusalem were destroyed." },
];
