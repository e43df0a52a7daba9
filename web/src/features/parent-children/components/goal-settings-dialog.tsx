import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { MAX_DAILY_GOAL, MIN_DAILY_GOAL } from '../hooks/use-daily-goal';

export interface GoalSettingsDialogProps {
  childName: string;
  goal: number;
  onSave: (minutes: number) => void;
  onClose: () => void;
}

/** Lets a parent set a child's daily minutes goal; it is kept in this browser, not on the server. */
export function GoalSettingsDialog({ childName, goal, onSave, onClose }: GoalSettingsDialogProps) {
  const titleId = useId();
  const [value, setValue] = useState(String(goal));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = Number(value);
    if (!Number.isInteger(minutes) || minutes < MIN_DAILY_GOAL || minutes > MAX_DAILY_GOAL) {
      setError(`Please choose a whole number of minutes from ${MIN_DAILY_GOAL} to ${MAX_DAILY_GOAL}.`);
      return;
    }
    onSave(minutes);
    onClose();
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="tool-dialog">
      <form className="form tool-dialog__body" onSubmit={submit} noValidate>
        <h2 id={titleId}>Learning Goals Settings</h2>
        <p className="muted">How many minutes a day would you like {childName} to learn? The weekly chart draws this goal as a dashed line.</p>
        <TextField
          label="Daily minutes goal"
          type="number"
          inputMode="numeric"
          min={MIN_DAILY_GOAL}
          max={MAX_DAILY_GOAL}
          step={5}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
        />
        <p className="field__hint">This goal is stored on this device only, in this browser.</p>
        <div className="form__footer">
          <Button type="submit">Save Goal</Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
