import { useId, useState, type FormEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { icsDataUrl, icsFileName, learningReminderIcs, WEEKDAYS } from '../utils/learning-reminder-ics';

export interface ScheduleDialogProps {
  childName: string;
  onClose: () => void;
}

const DURATIONS = [15, 20, 30, 45, 60] as const;

/** Makes a weekly calendar reminder (.ics) for a chosen weekday and time, entirely in the browser. */
export function ScheduleDialog({ childName, onClose }: ScheduleDialogProps) {
  const titleId = useId();
  const dayId = useId();
  const durationId = useId();
  const [weekday, setWeekday] = useState(() => (new Date().getDay() + 1) % 7);
  const [time, setTime] = useState('16:30');
  const [duration, setDuration] = useState<number>(20);
  const [file, setFile] = useState<{ href: string; name: string; summary: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{2}:\d{2}$/.test(time)) return;
    const ics = learningReminderIcs({ childName, weekday, time, durationMinutes: duration, now: new Date(), uid: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}@morah` });
    setFile({ href: icsDataUrl(ics), name: icsFileName(childName), summary: `Every ${WEEKDAYS[weekday]} at ${time}, for ${duration} minutes` });
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="tool-dialog">
      <form className="form tool-dialog__body" onSubmit={submit}>
        <h2 id={titleId}>Schedule Learning Time</h2>
        <p className="muted">Pick a regular time for {childName} to learn with Morah. You get a calendar file with a weekly reminder to open in your calendar app.</p>
        <div className="field">
          <label className="field__label" htmlFor={dayId}>
            Day of the week
          </label>
          <select
            id={dayId}
            className="field__input"
            value={weekday}
            onChange={(event) => {
              setWeekday(Number(event.target.value));
              setFile(null);
            }}
            data-autofocus
          >
            {WEEKDAYS.map((name, i) => (
              <option key={name} value={i}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Time"
          type="time"
          value={time}
          required
          onChange={(event) => {
            setTime(event.target.value);
            setFile(null);
          }}
        />
        <div className="field">
          <label className="field__label" htmlFor={durationId}>
            How long
          </label>
          <select
            id={durationId}
            className="field__input"
            value={duration}
            onChange={(event) => {
              setDuration(Number(event.target.value));
              setFile(null);
            }}
          >
            {DURATIONS.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
        </div>
        <div className="form__footer">
          <Button type="submit">Create Calendar Reminder</Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
        {file ? (
          <div className="tool-dialog__result" role="status">
            <p>{file.summary}, with a reminder 10 minutes before.</p>
            <a className={buttonClass('primary')} href={file.href} download={file.name}>
              Download Reminder (.ics)
            </a>
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
