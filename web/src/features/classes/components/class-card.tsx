import type { ClassInfo, StudentSummary } from '@morah/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/components/toaster/notify';
import { RemoveStudentDialog } from './remove-student-dialog';
import '../classes.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** One class: its name, its join code (large, copyable) and its students, each of whom the teacher can remove. */
export function ClassCard({ classInfo }: { classInfo: ClassInfo }) {
  const [removing, setRemoving] = useState<StudentSummary | null>(null);
  const onCopy = async () => {
    if (await copyText(classInfo.joinCode)) {
      notify({ title: 'Copied!', description: `Class code ${classInfo.joinCode} is ready to paste.` });
    } else {
      notify({ title: 'Could not copy', description: 'Please write the class code down instead.', variant: 'destructive' });
    }
  };

  return (
    <Card title={classInfo.name} headingLevel={3} className="class-card">
      <div className="class-card__code">
        <p className="class-card__code-text">
          Class code: <strong className="share-code share-code--large">{classInfo.joinCode}</strong>
        </p>
        <Button variant="secondary" onClick={onCopy} aria-label={`Copy class code ${classInfo.joinCode}`}>
          Copy
        </Button>
      </div>
      {classInfo.students.length === 0 ? (
        <p className="empty-state">No students yet. Share the class code so they can join.</p>
      ) : (
        <div className="class-card__table">
          <table className="data-table">
            <caption className="visually-hidden">Students in {classInfo.name}</caption>
            <thead>
              <tr>
                <th scope="col">First name</th>
                <th scope="col">Last name</th>
                <th scope="col">Level</th>
                <th scope="col">XP</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {classInfo.students.map((student) => (
                <tr key={student.id}>
                  <td data-label="First name">{student.firstName}</td>
                  <td data-label="Last name">{student.lastName}</td>
                  <td data-label="Level">{student.level}</td>
                  <td data-label="XP">{student.xp}</td>
                  <td className="class-card__remove">
                    <Button variant="ghost" onClick={() => setRemoving(student)} aria-label={`Remove ${student.firstName} ${student.lastName} from ${classInfo.name}`}>
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {removing ? <RemoveStudentDialog classId={classInfo.id} className={classInfo.name} student={removing} onClose={() => setRemoving(null)} /> : null}
    </Card>
  );
}
