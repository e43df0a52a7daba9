import { BRUSH_SIZE, COLORING_LETTERS, COLORING_PALETTE, type ColoringLetterId, type User } from '@morah/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { HebrewText } from '@/components/ui/hebrew-text';
import { PageShell } from '@/components/ui/page-shell';
import { useSaveArtwork } from '../api/save-artwork';
import { LETTER_OUTLINES, LETTER_PAGE_SIZE } from '../data/letter-outlines';
import { artworkSvg } from '../utils/artwork-svg';
import { applyAction, canUndo, clearAll, type ColoringAction, type ColoringState, EMPTY_COLORING, hasColor, undoLast } from '../utils/coloring-state';
import { ColorPalette } from './color-palette';
import { ColoringCanvas, type ColoringTool } from './coloring-canvas';
import { HowToColor } from './how-to-color';
import { LetterPicker } from './letter-picker';
import { MyGallery } from './my-gallery';
import '../coloring.css';

/** `/coloring`: color the Hebrew letters (spec content 2, 4, 5, 7, 9). Saving needs a signed-in user. */
export function ColoringBook({ user }: { user: User | null }) {
  const [letterId, setLetterId] = useState<ColoringLetterId>('alef');
  const [color, setColor] = useState<string>(COLORING_PALETTE[0].hex);
  const [brushSize, setBrushSize] = useState<number>(BRUSH_SIZE.initial);
  const [tool, setTool] = useState<ColoringTool>('fill');
  const [state, setState] = useState<ColoringState>(EMPTY_COLORING);

  const letter = COLORING_LETTERS.find((l) => l.id === letterId) ?? COLORING_LETTERS[0];
  const outlines = LETTER_OUTLINES[letter.id] ?? [];
  const colorName = COLORING_PALETTE.find((c) => c.hex === color)?.name ?? color;
  const actions = state[letter.id];

  const act = (action: ColoringAction) => setState((s) => applyAction(s, letter.id, action));

  return (
    <PageShell eyebrow="Hebrew Coloring" title="Hebrew Coloring Book" intro="Pick a letter, pick a colour, and make it yours!" wide>
      <p>
        <Link to={user ? '/student' : '/'} className="back-link">
          {user ? 'Back to Dashboard' : 'Back to Home'}
        </Link>
      </p>
      <div className="coloring-layout">
        <section className="card coloring-tools" aria-label="Letters and colours">
          <h2 className="card__title">Letters</h2>
          <LetterPicker value={letter.id} onChange={setLetterId} />
          <h2 className="card__title">Colours</h2>
          <ColorPalette value={color} onChange={setColor} />
          <div className="coloring-tools__tool" role="group" aria-label="Tool">
            <button type="button" className="pill-button" aria-pressed={tool === 'fill'} onClick={() => setTool('fill')}>
              Fill
            </button>
            <button type="button" className="pill-button" aria-pressed={tool === 'brush'} onClick={() => setTool('brush')}>
              Brush
            </button>
          </div>
          <label className="coloring-tools__brush">
            <span>
              Brush size: <strong>{brushSize}</strong>
            </span>
            <input
              type="range"
              min={BRUSH_SIZE.min}
              max={BRUSH_SIZE.max}
              step={BRUSH_SIZE.step}
              value={brushSize}
              onChange={(e) => setBrushSize(Number(e.target.value))}
            />
          </label>
        </section>

        <section className="card coloring-page" aria-labelledby="coloring-letter-title">
          <h2 id="coloring-letter-title" className="coloring-page__title">
            <HebrewText className="coloring-page__glyph">{letter.letter}</HebrewText> {letter.name}
          </h2>
          <ColoringCanvas
            letter={letter}
            outlines={outlines}
            pageSize={LETTER_PAGE_SIZE}
            actions={actions}
            tool={tool}
            color={color}
            colorName={colorName}
            brushSize={brushSize}
            onAction={act}
          />
          <div className="coloring-page__actions">
            <Button variant="secondary" onClick={() => act({ kind: 'fill-all', color })}>
              Color whole letter
            </Button>
            <Button variant="secondary" onClick={() => setState((s) => undoLast(s, letter.id))} disabled={!canUndo(state, letter.id)}>
              Undo
            </Button>
            <Button variant="secondary" onClick={() => setState(clearAll())} disabled={Object.values(state).every((a) => !a?.length)}>
              Clear
            </Button>
            {user ? (
              <SaveButton userId={user.id} letterId={letter.id} outlines={outlines} actions={actions} />
            ) : (
              <Link to="/login" className={buttonClass('primary')}>
                Log in to save
              </Link>
            )}
          </div>
        </section>

        <div className="coloring-side">
          <MyGallery userId={user?.id ?? null} />
          <HowToColor />
        </div>
      </div>
    </PageShell>
  );
}

function SaveButton({ userId, letterId, outlines, actions }: { userId: number; letterId: ColoringLetterId; outlines: readonly string[]; actions: readonly ColoringAction[] | undefined }) {
  const save = useSaveArtwork(userId);
  const empty = !hasColor(actions);
  return (
    <Button
      onClick={() => save.mutate({ letter: letterId, ...artworkSvg(letterId, outlines, LETTER_PAGE_SIZE, actions) })}
      loading={save.isPending}
      disabled={empty}
      title={empty ? 'Color something first!' : undefined}
    >
      {save.isPending ? 'Saving...' : 'Save'}
    </Button>
  );
}
