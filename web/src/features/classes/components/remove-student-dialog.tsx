import type { StudentSummary } from '@morah/contracts';
import { useId } from 'react';
import { notify } from '@/components/toaster/notify';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/error-message';
import { useRemoveStudent } from '../api/remove-student';
import '../classes.css';

export interface RemoveStudentDialogProps {
  classId: number;
  className: string;
  student: StudentSummary;
  onClose: () => void;
}

/** Asks before a teacher takes a student out of a class, saying plainly that the child keeps their data. */
export function RemoveStudentDialog({ classId, className, student, onClose }: RemoveStudentDialogProps) {
  const titleId = useId();
  const remove = useRemoveStudent();
  const name = `${student.firstName} ${student.lastName}`;
  const confirm = () =>
    remove.mutate(
      { classId, studentId: student.id },
      {
        onSuccess: () => {
          notify({ title: 'Removed from class', description: `${name} is no longer in ${className}.` });
          onClose();
        },
      },
    );
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="remove-student-dialog">
      <div className="remove-student-dialog__body">
        <h2 id={titleId}>
          Remove {name} from {className}?
        </h2>
        <p>
          {student.firstName} keeps everything they learned: their conversations, XP, badges and work stay with their own account. You will no longer
          see {student.firstName}'s conversations from this class.
        </p>
        <FormAlert message={remove.isError ? errorMessage(remove.error) : null} />
        <div className="form__footer">
          <Button variant="danger" loading={remove.isPending} onClick={confirm} data-autofocus>
            Remove from class
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Modal>
  );
}
