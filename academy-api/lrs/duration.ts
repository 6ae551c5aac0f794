/**
 * xAPI durations compare to 0.01 s (xAPI 2.0 §4.2.7 "Duration": precision beyond hundredths is
 * not part of the comparison): `P1DT12H36M0.1237S` and `P1DT12H36M0.12S` are the same.
 */
export function comparableDuration(duration: unknown): unknown {
  if (typeof duration !== 'string') return duration;
  return duration.replace(/(\d+)(?:\.(\d*))?S$/, (_, whole: string, fraction = '') => {
    const hundredths = fraction.slice(0, 2).replace(/0+$/, '');
    return `${whole}${hundredths ? `.${hundredths}` : ''}S`;
  });
}
