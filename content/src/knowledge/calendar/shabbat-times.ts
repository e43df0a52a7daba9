/**
 * Candle lighting and Havdalah for this week's Shabbat in a named city, from @hebcal/core. The cities are
 * hebcal's own built-in list (a test checks every one resolves), so no coordinates are kept here, and a
 * child never has to give more than the name of a big city near them.
 */
import { HDate, Location, getSedra } from '@hebcal/core';
import { candleTimes, dayString } from '@morah/contracts/jewish-calendar';
import { hebrewDateOf } from './jewish-calendar';

/** hebcal's name for each city, with the other names children use for it. */
export const SHABBAT_CITIES: Readonly<Record<string, readonly string[]>> = {
  Ashdod: [], Atlanta: [], Austin: [], Baghdad: [], 'Beer Sheva': ['beersheva', 'beer sheba', 'beersheba'], Berlin: [], Baltimore: [],
  Bogota: [], Boston: [], Budapest: [], 'Buenos Aires': [], Buffalo: [], Chicago: [], Cincinnati: [], Cleveland: [], Dallas: [],
  Denver: [], Detroit: [], Eilat: [], Gibraltar: [], Haifa: [], Hawaii: ['honolulu'], Helsinki: [], Houston: [],
  Jerusalem: ['yerushalayim', 'yerushalaim'], Johannesburg: ['joburg'], Kiev: ['kyiv'], 'La Paz': [], Livingston: [], 'Las Vegas': [],
  London: [], 'Los Angeles': ['los angeles california'], Marseilles: ['marseille'], Miami: [], Minneapolis: [], Melbourne: [], 'Mexico City': [],
  Montreal: [], Moscow: [], 'New York': ['nyc', 'new york city', 'brooklyn', 'manhattan', 'queens'], Omaha: [], Ottawa: [],
  'Panama City': [], Paris: [], Pawtucket: [], 'Petach Tikvah': ['petah tikva', 'petach tikva'], Philadelphia: ['philly'],
  Phoenix: [], Pittsburgh: [], Providence: [], Portland: [], 'Saint Louis': ['st louis'], 'Saint Petersburg': ['st petersburg'],
  'San Diego': [], 'San Francisco': [], 'Sao Paulo': [], Seattle: [], Sydney: [], 'Tel Aviv': ['tel aviv yafo'], Tiberias: ['teverya'],
  Toronto: [], Vancouver: [], 'White Plains': [], 'Washington DC': ['washington', 'dc', 'washington d c'],
};

export interface ShabbatTimes {
  city: string;
  friday: Date;
  /** e.g. "4:12 PM", in the city's own time zone. */
  candleLighting: string;
  havdalah: string;
  /** The weekly parsha of that Shabbat, as hebcal names it. */
  parsha?: string;
}

const plain = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, ' ').trim();

/** The city named in a question, by hebcal name or another name; undefined when none is named. */
export function cityNamedIn(question: string): string | undefined {
  const words = ` ${plain(question)} `;
  let best: { city: string; length: number } | undefined;
  for (const [city, others] of Object.entries(SHABBAT_CITIES)) {
    for (const name of [city, ...others].map(plain)) {
      if (words.includes(` ${name} `) && (!best || name.length > best.length)) best = { city, length: name.length };
    }
  }
  return best?.city;
}

/** "16:21" as a child reads it: "4:21 PM". */
function twelveHour(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * This week's Shabbat in `city`: the Friday on or before today's Shabbat (so on Saturday, today's).
 * The times are the site's one rule for them, `candleTimes` in contracts (the calendar pages show the same).
 */
export function shabbatTimes(city: string, now: Date): ShabbatTimes {
  const today = hebrewDateOf(now);
  const friday: HDate = today.getDay() === 6 ? today.prev() : today.onOrAfter(5);
  const times = candleTimes(city, dayString(friday.greg()));
  if (!times?.havdalah) throw new Error(`no Shabbat times for ${city} on ${friday.toString()}`);
  const location = Location.lookup(city);
  const sedra = getSedra(friday.getFullYear(), location?.getIsrael() ?? false).lookup(friday.next());
  return {
    city: location?.getName() ?? city,
    friday: friday.greg(),
    candleLighting: twelveHour(times.candleLighting.time),
    havdalah: twelveHour(times.havdalah.time),
    ...(sedra.chag ? {} : { parsha: sedra.parsha.join('-') }),
  };
}
