import { normalizeAvatar, type Avatar as AvatarValue, type User } from '@morah/contracts';
import { useId, useState } from 'react';
import { Avatar, describeAvatar, type AvatarInput } from '@/components/avatar/avatar';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/error-message';
import { useUpdateAvatar } from '../api/update-avatar';
import { AVATAR_OPTION_GROUPS, type AvatarField } from '../utils/avatar-options';
import { AvatarChoiceGroup } from './avatar-choice-group';

export const toAvatarInput = (avatar: AvatarValue): AvatarInput => ({
  avatarStyle: avatar.style,
  avatarColor: avatar.color,
  avatarAccessory: avatar.accessory,
  avatarExpression: avatar.expression,
});

export const avatarOf = (user: AvatarInput): AvatarValue =>
  normalizeAvatar({ style: user.avatarStyle, color: user.avatarColor, accessory: user.avatarAccessory, expression: user.avatarExpression });

export interface AvatarEditorProps {
  user: User;
  onClose: () => void;
}

/**
 * The avatar editor (spec core 2.9 and 4): each choice updates the preview at once; Cancel, Escape
 * or a click beside the dialog drop the changes; Save Avatar sends them and closes on success.
 */
export function AvatarEditor({ user, onClose }: AvatarEditorProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<AvatarValue>(() => avatarOf(user));
  const save = useUpdateAvatar();
  const premiumLocked = !user.isPremium;

  const change = <F extends AvatarField>(field: F, value: AvatarValue[F]) => {
    if (save.isError) save.reset();
    setDraft((current) => ({ ...current, [field]: value }));
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="avatar-editor">
      <div className="avatar-editor__header">
        <h2 id={titleId} className="avatar-editor__title">
          Customize Avatar
        </h2>
      </div>
      <div className="avatar-editor__body">
        <figure className="avatar-editor__preview">
          <Avatar avatar={toAvatarInput(draft)} size={168} label="Avatar preview" />
          <figcaption className="muted" aria-live="polite">
            {describeAvatar(draft)}
          </figcaption>
        </figure>
        <div className="avatar-editor__choices">
          {AVATAR_OPTION_GROUPS.map((group, index) => (
            <AvatarChoiceGroup<string>
              key={group.field}
              title={group.title}
              options={group.options}
              value={draft[group.field]}
              onChange={(value) => change(group.field, value as AvatarValue[typeof group.field])}
              premiumLocked={premiumLocked}
              autoFocus={index === 0}
              renderSample={(value) => <Avatar avatar={toAvatarInput({ ...draft, [group.field]: value })} size={52} />}
            />
          ))}
        </div>
      </div>
      <div className="avatar-editor__footer">
        {save.isError ? (
          <div className="avatar-editor__error">
            <FormAlert message="Failed to update avatar" />
            <p className="muted">{errorMessage(save.error)}</p>
          </div>
        ) : null}
        <div className="avatar-editor__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate(draft, { onSuccess: onClose })}>
            Save Avatar
          </Button>
        </div>
      </div>
    </Modal>
  );
}
