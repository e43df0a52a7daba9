import { Card } from '@/components/ui/card';

/** 'How to Color': the steps, in short words. */
export function HowToColor() {
  return (
    <Card title="How to Color" className="coloring-help">
      <ol className="coloring-help__steps">
        <li>Pick a letter.</li>
        <li>Pick a colour.</li>
        <li>
          <strong>Fill:</strong> tap a part of the letter (or press Enter on it) to color it. Tap <em>Color whole letter</em> to color it all.
        </li>
        <li>
          <strong>Brush:</strong> draw inside the letter with your finger or mouse. Slide <em>Brush size</em> for a thin or thick brush.
        </li>
        <li>
          <strong>Undo</strong> takes back your last step. <strong>Clear</strong> starts every letter again.
        </li>
        <li>
          Press <strong>Save</strong> to keep your drawing in My Gallery.
        </li>
      </ol>
    </Card>
  );
}
