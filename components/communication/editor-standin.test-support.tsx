/*
 * The shared rich-text editor as DOM tests of the screens around it want it: TipTap is not what
 * those tests are about, so a plain text area labelled like the editor stands in. Use it as
 * `vi.mock('@/components/editor/lazy-editor', () => import('@/components/communication/editor-standin.test-support'))`.
 */

/**
 * A labelled text area in the editor's place: its value is the HTML, its error shows under it
 * (outside the label, so the field keeps its name while refused).
 */
export function RichTextEditor({
  id,
  label,
  value,
  lang,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  lang?: string;
  error?: string | null;
  onChange: (html: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        lang={lang}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <p>{error}</p> : null}
    </div>
  );
}
