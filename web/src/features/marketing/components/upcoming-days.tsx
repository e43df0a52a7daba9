import { dayString, upcomingHolidays } from '@morah/contracts/jewish-calendar';
import { useMemo } from 'react';
import { HebrewText } from '@/components/ui/hebrew-text';
import { formatDay } from '../utils/format-day';

/** The next holidays from today, from @hebcal: the days a class or a family can plan around. */
export function UpcomingDays({ count = 4 }: { count?: number }) {
  const days = useMemo(() => upcomingHolidays(dayString(new Date()), count), [count]);
  return (
    <ul className="marketing-list">
      {days.map((day) => (
        <li key={day.id} className={`marketing-list__item holiday-chip--${day.type}`}>
          <p className="marketing-list__title">
            {day.basename} <HebrewText className="marketing-list__hebrew">{day.hebrewName}</HebrewText>
          </p>
          <p className="muted">{formatDay(day.date)}</p>
        </li>
      ))}
    </ul>
  );
}
