import { FALLBACK_PARSHA, FALLBACK_SOURCES, FALLBACK_VERSES, type ParshaReading, type User } from '@morah/contracts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { isAvailableRoute } from '@/config/available-routes';
import { errorMessage } from '@/lib/error-message';
import { useParshaReading } from '../api/get-parsha';
import { useParshaProgress } from '../api/get-progress';
import { useRecordParshaProgress } from '../api/record-progress';
import { useUpdateReadingSchedule } from '../api/update-reading-schedule';
import { useParshaList } from '../api/get-parsha-list';
import { resumeIndex } from '../utils/reader-position';
import { parseVerseTarget, parshaHolding, verseIndex } from '../utils/verse-target';
import { HebrewText } from '@/components/ui/hebrew-text';
import { Button } from '@/components/ui/button';
import { ParshaPicker, THIS_WEEK } from './parsha-picker';
import { ScheduleToggle } from './schedule-toggle';
import { TextCredits } from './text-credits';
import { VerseStepper } from './verse-stepper';
import '@fontsource/noto-sans-hebrew/hebrew-400.css';
import '@fontsource/noto-sans-hebrew/hebrew-700.css';
import '../parsha.css';

/** What a reading shows when its text is missing: the spec's three local verses of Bereshit. */
function fallbackReading(): Pick<ParshaReading, 'name' | 'hebrewName' | 'range' | 'verses' | 'aliyot' | 'sources'> {
  return { name: FALLBACK_PARSHA, hebrewName: 'בְּרֵאשִׁית', range: 'Genesis 1:1-6:8', verses: [...FALLBACK_VERSES], aliyot: [], sources: FALLBACK_SOURCES };
}

function formatShabbat(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/**
 * `/parsha` (spec learning 2): this week's parsha, or any other, verse by verse. `?verse=Genesis 32:29`
 * (a source under a tutor's reply) opens the parsha that holds the verse, at that verse.
 */
export function ParshaReader({ user }: { user: User | null }) {
  const [params] = useSearchParams();
  const target = parseVerseTarget(params.get('verse'));
  const list = useParshaList();
  const targetParsha = target && list.data ? parshaHolding(list.data.parshiyot, target) : undefined;
  const [picked, setPicked] = useState(THIS_WEEK);
  const [israelChoice, setIsraelChoice] = useState<boolean | undefined>(undefined);
  const schedule = useUpdateReadingSchedule();
  const israel = israelChoice ?? user?.readingSchedule === 'israel';
  const name = picked || targetParsha?.name || THIS_WEEK;
  const reading = useParshaReading({ name: name || null, israel: user ? undefined : israelChoice });
  const isStudent = user?.role === 'student';
  const progress = useParshaProgress(isStudent ? user.id : undefined);
  const record = useRecordParshaProgress(user?.id ?? 0);

  const title = reading.data && reading.data.verses.length > 0 ? `Parashat ${reading.data.name}` : 'Torah Reader';
  useEffect(() => {
    document.title = `${title} · Morah`;
  }, [title]);

  const changeSchedule = (value: boolean) => {
    setIsraelChoice(value);
    if (user) schedule.mutate(value ? 'israel' : 'diaspora');
  };

  if (reading.isPending || (isStudent && progress.isPending) || (target && list.isPending)) return <PageLoader label="Opening the parsha..." />;

  const data = reading.data;
  const missing = !data || data.verses.length === 0;
  const shown = missing ? fallbackReading() : data;
  const notice = reading.isError ? `Morah could not open the parsha just now (${errorMessage(reading.error)}). Here are the first three verses of Bereshit while you wait.` : data?.textMissing?.message;
  const targetAt = target && !picked ? verseIndex(shown.verses, target) : -1;
  const resumeAt = targetAt >= 0 ? targetAt : resumeIndex(progress.data?.progress.find((p) => p.parshaName === shown.name)?.verseProgress, shown.verses.length);

  return (
    <div className="page-shell page-shell--wide parsha-page">
      {/* A visitor has no dashboard: their way back is the home page. */}
      {isAvailableRoute('/student') ? (
        <Link to="/student" className="parsha-page__back">
          ← Back to Dashboard
        </Link>
      ) : (
        <Link to="/" className="parsha-page__back">
          ← Back to Home
        </Link>
      )}
      <header className="parsha-page__header">
        <p className="page-shell__eyebrow">{name || missing ? 'Torah Reader' : "This Week's Parsha"}</p>
        <h1 className="page-shell__title">
          Parashat {shown.name} <HebrewText className="parsha-page__hebrew-name">{shown.hebrewName}</HebrewText>
        </h1>
        <p className="parsha-page__range">
          {shown.range}
          {!missing && data?.shabbatDate ? ` · read on Shabbat, ${formatShabbat(data.shabbatDate)}` : ''}
        </p>
        {!missing && data?.holiday ? (
          <p className="parsha-page__holiday" role="note">
            On Shabbat, {formatShabbat(data.holiday.shabbatDate)}, we read a special holiday portion instead: {data.holiday.name} ({data.holiday.reading}). Here is the parsha read the Shabbat after.
          </p>
        ) : null}
      </header>

      <div className="parsha-page__controls">
        <ParshaPicker value={name} onChange={setPicked} />
        {name === THIS_WEEK ? <ScheduleToggle israel={israel} onChange={changeSchedule} busy={schedule.isPending} /> : null}
      </div>

      {notice ? (
        <div className="parsha-page__notice" role="status">
          <p>{notice}</p>
          {reading.isError ? (
            <Button variant="secondary" onClick={() => void reading.refetch()}>
              Try Again
            </Button>
          ) : null}
        </div>
      ) : null}

      <VerseStepper
        key={shown.name}
        parsha={shown.name}
        verses={shown.verses}
        aliyot={shown.aliyot}
        startIndex={resumeAt}
        signedIn={user !== null}
        onForward={(verseProgress, last) => {
          if (isStudent) record.mutate({ parshaName: shown.name, verseProgress, completed: last });
        }}
      />
      {!user ? <p className="parsha-page__login-note">Log in as a student to keep your place and earn XP for reading.</p> : null}
      <TextCredits sources={shown.sources} />
    </div>
  );
}
