import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { useUser } from '@/lib/auth';
import { DataExportPanel } from './data-export-panel';
import '../privacy.css';

/** On a student's profile: download everything Morah keeps about me. */
export function OwnDataExport() {
  const { user } = useUser();
  if (user?.role !== 'student') return null;
  return (
    <Card title="My data" className="own-data">
      <p>Download everything Morah keeps about you: your chats with Morah AI, your XP, badges, drawings and more.</p>
      <DataExportPanel childId={user.id} whose="my data" />
      <p className="data-export__note">
        <Link to="/privacy">How Morah keeps your data</Link>
      </p>
    </Card>
  );
}
