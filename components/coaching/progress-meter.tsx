/** A progress bar with its percentage in words (the bar is decorative). */
export function ProgressMeter({
  percent,
  hideValue = false,
}: {
  percent: number | null;
  /** The percentage is said next to it already. */
  hideValue?: boolean;
}) {
  if (percent === null) return <span className="muted">—</span>;
  const value = Math.max(0, Math.min(100, percent));
  return (
    <span className="coach-progress">
      <span className="coach-progress-track" aria-hidden="true">
        <span className="coach-progress-bar" style={{ width: `${value}%` }} />
      </span>
      {!hideValue && <span className="coach-progress-value">{value}%</span>}
    </span>
  );
}
