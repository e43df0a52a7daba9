import type { User } from '@morah/contracts';
import { useState } from 'react';
import { Avatar } from '@/components/avatar/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageShell } from '@/components/ui/page-shell';
import { roleLabel } from '@/config/navigation';
import { AchievementsCard } from './achievements-card';
import { AvatarEditor } from './avatar-editor';
import { LevelCard } from './level-card';
import { LinkCodeCard } from './link-code-card';

/** The signed-in user's profile (spec core 2.9): avatar, name, role, level and XP, badges, link code. */
export function ProfilePage({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <PageShell title="My Profile">
      <div className="profile-layout">
        <Card className="profile-hero">
          <Avatar avatar={user} size={160} label={`${fullName}'s avatar`} className="profile-hero__avatar" />
          <div className="profile-hero__text">
            <h2 className="profile-hero__name">{fullName}</h2>
            <p className="profile-hero__role">{roleLabel(user.role)}</p>
            <Button onClick={() => setEditing(true)}>Customize Avatar</Button>
          </div>
        </Card>
        <LevelCard xp={user.xp} level={user.level} />
        <AchievementsCard userId={user.id} />
        {user.role === 'student' && user.linkCode ? <LinkCodeCard linkCode={user.linkCode} /> : null}
      </div>
      {editing ? <AvatarEditor user={user} onClose={() => setEditing(false)} /> : null}
    </PageShell>
  );
}
