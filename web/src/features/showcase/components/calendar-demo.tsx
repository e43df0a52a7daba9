import { CANDLE_CITIES, type CalendarHoliday, candleTimes, dayString, holidaysInMonth, todayInfo, upcomingHolidays } from '@morah/contracts/jewish-calendar';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { HebrewText } from '@/components/ui/hebrew-text';
import { Modal } from '@/components/ui/modal';
import { noteFor } from '../data/holiday-notes';
import { monthGrid } from '../utils/month-grid';
import '@/features/chat/chat.css';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const TYPE_NAMES = { major: 'Major holiday', minor: 'Minor holiday', fast: 'Fast day', modern: 'Modern holiday', shabbat: 'Shabbat' } as const;
const CITY_KEY = 'morah.candle-city';

function savedCity(): string {
  try {
    const city = globalThis.localStorage?.getItem(CITY_KEY);
    return city && (CANDLE_CITIES as readonly string[]).includes(city) ? city : 'Jerusalem';
  } catch {
    return 'Jerusalem';
  }
}

const longDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
};

/** Jewish Calendar: the real holidays from @hebcal, Today's Info, and candle lighting and havdalah for a city. */
export function CalendarDemo() {
  const today = dayString(new Date());
  const [month, setMonth] = useState(() => ({ year: new Date().getFullYear(), month: new Date().getMonth() }));
  const [israel, setIsrael] = useState(false);
  const [city, setCity] = useState(savedCity);
  const [open, setOpen] = useState<CalendarHoliday | null>(null);

  const holidays = useMemo(() => holidaysInMonth(month.year, month.month, israel), [month, israel]);
  const upcoming = useMemo(() => upcomingHolidays(today, 3, israel), [today, israel]);
  const info = useMemo(() => todayInfo(today, israel), [today, israel]);
  const times = useMemo(() => candleTimes(city, today), [city, today]);
  const weeks = monthGrid(month.year, month.month);
  const title = new Date(month.year, month.month, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

  const shift = (by: number) => setMonth(({ year, month: m }) => ({ year: m + by < 0 ? year - 1 : m + by > 11 ? year + 1 : year, month: (m + by + 12) % 12 }));
  const chooseCity = (next: string) => {
    setCity(next);
    try {
      globalThis.localStorage?.setItem(CITY_KEY, next);
    } catch {
      /* kept for this visit only */
    }
  };

  return (
    <div className="calendar">
      <div className="calendar__main">
        <div className="calendar__bar">
          <h3 className="calendar__month" aria-live="polite">
            {title}
          </h3>
          <div className="calendar__nav">
            <Button variant="secondary" onClick={() => shift(-1)}>
              Previous
            </Button>
            <Button variant="secondary" onClick={() => setMonth({ year: new Date().getFullYear(), month: new Date().getMonth() })}>
              Today
            </Button>
            <Button variant="secondary" onClick={() => shift(1)}>
              Next
            </Button>
          </div>
          <label className="calendar__israel">
            <input type="checkbox" checked={israel} onChange={(e) => setIsrael(e.target.checked)} /> Israel’s calendar
          </label>
        </div>
        <div className="calendar__scroll">
          <table className="calendar__grid">
            <thead>
              <tr>
                {WEEKDAYS.map((d) => (
                  <th key={d} scope="col">
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, w) => (
                <tr key={w}>
                  {week.map((day, i) => (
                    <td key={day ?? `empty-${w}-${i}`} className={day === today ? 'calendar__day calendar__day--today' : 'calendar__day'}>
                      {day ? (
                        <>
                          <span className="calendar__date">{Number(day.slice(8))}</span>
                          {holidays
                            .filter((h) => h.date === day)
                            .map((h) => (
                              <button key={h.id} type="button" className={`holiday-chip holiday-chip--${h.type}`} onClick={() => setOpen(h)}>
                                {h.name.replace(/^Parashat /, '')}
                              </button>
                            ))}
                        </>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="calendar__legend" aria-label="Holiday types">
          {Object.entries(TYPE_NAMES).map(([type, name]) => (
            <li key={type}>
              <span className={`holiday-swatch holiday-chip--${type}`} aria-hidden="true" /> {name}
            </li>
          ))}
        </ul>
      </div>

      <aside className="calendar__side">
        <section className="showcase-panel" aria-labelledby="calendar-today">
          <h3 id="calendar-today">Today’s Info</h3>
          <p>
            <strong>{longDay(today)}</strong>
          </p>
          <p>
            {info.hebrewDate} · <HebrewText>{info.hebrewDateInHebrew}</HebrewText>
          </p>
          {info.parsha ? <p>This week’s reading: {info.parsha}</p> : null}
          {info.holidays.length ? <p>Today: {info.holidays.map((h) => h.name).join(', ')}</p> : null}
        </section>

        <section className="showcase-panel" aria-labelledby="calendar-candles">
          <h3 id="calendar-candles">Candle lighting</h3>
          <label className="field">
            <span className="field__label">City</span>
            <select className="field__input" value={city} onChange={(e) => chooseCity(e.target.value)}>
              {CANDLE_CITIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          {times ? (
            <dl className="calendar__times">
              <div>
                <dt>
                  {times.candleLighting.label} ({times.candleLighting.occasion})
                </dt>
                <dd>
                  {longDay(times.candleLighting.date)}, {times.candleLighting.time}
                </dd>
              </div>
              {times.havdalah ? (
                <div>
                  <dt>Havdalah</dt>
                  <dd>
                    {longDay(times.havdalah.date)}, {times.havdalah.time}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : (
            <p className="muted">No times for this city.</p>
          )}
          <p className="muted calendar__small">Local time in {city}. Customs differ: ask your family or your rabbi.</p>
        </section>

        <section className="showcase-panel" aria-labelledby="calendar-upcoming">
          <h3 id="calendar-upcoming">Upcoming Holidays</h3>
          <ul className="calendar__upcoming">
            {upcoming.map((h) => (
              <li key={h.id}>
                <button type="button" className={`holiday-chip holiday-chip--${h.type}`} onClick={() => setOpen(h)}>
                  {h.basename}
                </button>{' '}
                <span className="muted">{longDay(h.date)}</span>
              </li>
            ))}
          </ul>
        </section>
      </aside>

      {open ? <HolidayDetail holiday={open} city={city} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

function HolidayDetail({ holiday, city, onClose }: { holiday: CalendarHoliday; city: string; onClose: () => void }) {
  const titleId = useId();
  const note = noteFor(holiday.basename, holiday.type);
  // Candle times for the holiday's own evening: from the day before it.
  const eve = (() => {
    const [y, m, d] = holiday.date.split('-').map(Number) as [number, number, number];
    return dayString(new Date(y, m - 1, d - 1));
  })();
  const times = holiday.candles || holiday.type === 'shabbat' ? candleTimes(city, eve) : null;
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="holiday-modal">
      <div className="holiday-modal__body">
        <p className={`holiday-chip holiday-chip--${holiday.type} holiday-modal__type`}>{TYPE_NAMES[holiday.type]}</p>
        <h3 id={titleId}>{holiday.name}</h3>
        <p className="holiday-modal__hebrew">
          <HebrewText>{holiday.hebrewName}</HebrewText>
        </p>
        <p>{longDay(holiday.date)}</p>
        {note ? (
          <>
            <p>{note.description}</p>
            <h4>Traditions</h4>
            <ul>
              {note.traditions.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            {note.greeting ? (
              <p>
                <strong>Say:</strong> {note.greeting}
              </p>
            ) : null}
          </>
        ) : null}
        {times ? (
          <p>
            In {city}: {times.candleLighting.label.toLowerCase()} {times.candleLighting.time}
            {times.havdalah ? `, havdalah ${times.havdalah.time} (${longDay(times.havdalah.date)})` : ''}.
          </p>
        ) : null}
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </div>
    </Modal>
  );
}
