/**
 * Moments of Jewish history that a day of the calendar remembers, written for Morah. The quiz generator
 * takes each day's date from @hebcal for this year; only what happened, and when (for the modern
 * ones), is written here.
 */
export interface HistoryMoment {
  /** The day as @hebcal names it (matched by prefix). */
  holiday: string;
  name: string;
  /** Completes "Which day remembers when ...?" */
  happened: string;
  /** The Gregorian year it happened, for modern history. */
  year?: number;
}

export const HISTORY_MOMENTS: readonly HistoryMoment[] = [
  { holiday: 'Pesach', name: 'Pesach', happened: 'the Jewish people left slavery in Egypt' },
  { holiday: 'Shavuot', name: 'Shavuot', happened: 'the Jewish people received the Torah at Mount Sinai' },
  { holiday: 'Chanukah', name: 'Chanukah', happened: 'the Maccabees took back the Temple and lit the menorah again' },
  { holiday: 'Purim', name: 'Purim', happened: 'Queen Esther and Mordechai saved the Jews of Persia' },
  { holiday: "Tish'a B'Av", name: "Tish'a B'Av", happened: 'both Temples in Jerusalem were destroyed' },
  { holiday: "Asara B'Tevet", name: "Asara B'Tevet", happened: 'the Babylonian army began to surround Jerusalem' },
  { holiday: 'Yom HaShoah', name: 'Yom HaShoah', happened: 'six million Jews were murdered in the Holocaust', year: 1945 },
  { holiday: "Yom HaAtzma'ut", name: "Yom HaAtzma'ut", happened: 'the State of Israel was born', year: 1948 },
  { holiday: 'Yom Yerushalayim', name: 'Yom Yerushalayim', happened: 'Jerusalem was united', year: 1967 },
];
