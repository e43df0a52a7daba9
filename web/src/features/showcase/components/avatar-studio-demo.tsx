import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/toaster/notify';
import { isAvailableRoute } from '@/config/available-routes';
import { useUser } from '@/lib/auth';
import { chooseOption, DEFAULT_STUDIO_AVATAR, randomAvatar, type SingleField, STUDIO_OPTIONS, type StudioAvatar, type StudioOption, toggleAccessory } from '../utils/studio-avatar';
import { StudioAvatarPreview } from './studio-avatar-preview';

const KEY = 'morah.studio-avatar';

const TABS: readonly { id: string; label: string; fields: readonly (keyof typeof STUDIO_OPTIONS)[] }[] = [
  { id: 'appearance', label: 'Appearance', fields: ['skinTone', 'eyeShape', 'eyeColor', 'expression'] },
  { id: 'style', label: 'Style', fields: ['style', 'hairStyle', 'hairColor', 'background'] },
  { id: 'clothing', label: 'Clothing', fields: ['clothing', 'clothingColor'] },
  { id: 'accessories', label: 'Accessories', fields: ['accessories'] },
];

const FIELD_NAMES: Record<keyof typeof STUDIO_OPTIONS, string> = {
  style: 'Drawing style',
  skinTone: 'Skin tone',
  hairStyle: 'Hair style',
  hairColor: 'Hair colour',
  eyeShape: 'Eyes',
  eyeColor: 'Eye colour',
  expression: 'Expression',
  clothing: 'Clothing',
  clothingColor: 'Clothing colour',
  accessories: 'Accessories',
  background: 'Background',
};

function saved(): StudioAvatar {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    return raw ? { ...DEFAULT_STUDIO_AVATAR, ...(JSON.parse(raw) as Partial<StudioAvatar>) } : DEFAULT_STUDIO_AVATAR;
  } catch {
    return DEFAULT_STUDIO_AVATAR;
  }
}

/** Avatar Studio: every option, premium ones (marked) only for Premium members; kept on this device. */
export function AvatarStudioDemo() {
  const { user } = useUser();
  const isPremium = user?.isPremium === true;
  const [avatar, setAvatar] = useState<StudioAvatar>(() => {
    const start = saved();
    // A saved premium choice stays only while the member has Premium.
    return start.premium && !isPremium ? DEFAULT_STUDIO_AVATAR : start;
  });
  const [tab, setTab] = useState(TABS[0]!.id);
  const current = TABS.find((t) => t.id === tab)!;

  const save = () => {
    try {
      globalThis.localStorage?.setItem(KEY, JSON.stringify(avatar));
      notify({ title: 'Avatar saved', description: 'Your studio avatar is kept on this device.' });
    } catch {
      notify({ title: 'Could not save', description: 'This browser would not keep it. Try again later.', variant: 'destructive' });
    }
  };

  return (
    <div className="studio">
      <div className="studio__preview">
        <StudioAvatarPreview avatar={avatar} />
        <div className="studio__actions">
          <Button variant="secondary" onClick={() => setAvatar(randomAvatar(isPremium))}>
            Generate Random
          </Button>
          <Button variant="ghost" onClick={() => setAvatar(DEFAULT_STUDIO_AVATAR)}>
            Reset to Default
          </Button>
          <Button onClick={save}>Save Avatar</Button>
        </div>
        {!isPremium ? (
          <p className="muted studio__note">
            Options marked Premium are for Premium members.{' '}
            {user && isAvailableRoute('/profile') ? <Link to="/profile">Get Premium</Link> : null}
          </p>
        ) : null}
      </div>
      <div className="studio__editor">
        <div role="tablist" aria-label="Avatar parts" className="studio__tabs">
          {TABS.map((t) => (
            <button key={t.id} type="button" role="tab" id={`studio-tab-${t.id}`} aria-selected={t.id === tab} aria-controls="studio-panel" className="studio__tab" onClick={() => setTab(t.id)}>
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="studio-panel" aria-labelledby={`studio-tab-${current.id}`} className="studio__panel">
          {current.fields.map((field) => (
            <fieldset key={field} className="studio__group">
              <legend>{FIELD_NAMES[field]}</legend>
              <div className="studio__options">
                {(STUDIO_OPTIONS[field] as StudioOption[]).map((option) => {
                  const selected = field === 'accessories' ? avatar.accessories.includes(option.value) : avatar[field as SingleField] === option.value;
                  const locked = option.premium === true && !isPremium;
                  return (
                    <button
                      key={option.value}
                      type="button"
                      className={['studio__option toggle-tile', selected ? 'studio__option--on' : null].filter(Boolean).join(' ')}
                      aria-pressed={selected}
                      disabled={locked}
                      onClick={() =>
                        setAvatar((a) => (field === 'accessories' ? toggleAccessory(a, option.value, isPremium) : chooseOption(a, field as SingleField, option.value, isPremium)))
                      }
                    >
                      {option.label}
                      {option.premium ? <span className="studio__premium">Premium</span> : null}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      </div>
    </div>
  );
}
