/** Marks figures that are the spec's sample, not anyone's real learning. */
export function SampleTag({ note }: { note?: string }) {
  return (
    <p className="showcase-sample">
      <span className="showcase-sample__tag">Sample</span>
      {note ? <span className="showcase-sample__note">{note}</span> : null}
    </p>
  );
}
