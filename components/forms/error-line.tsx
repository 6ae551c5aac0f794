/**
 * A field's error line under its control, under the id the control's aria-describedby names;
 * nothing while the field is fine (no message) or has no id to be named by.
 */
export function ErrorLine({
  id,
  message,
}: {
  id: string | undefined;
  message: string | null | undefined;
}) {
  if (!id || !message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}
