/**
 * The badge image of a certificate (issue 41, item 3): an SVG rosette with the certification's
 * and the portal's names, which bakeSvg (./presented.ts) fills with the credential.
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Splits a name into at most three lines of about `width` characters (the last one cut …). */
export function badgeLines(name: string, width = 18, most = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.trim().split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= most)
    return lines.map((l) => (l.length > width + 6 ? `${l.slice(0, width + 5)}…` : l));
  const kept = lines.slice(0, most);
  kept[most - 1] = `${(kept[most - 1] ?? '').slice(0, width - 1)}…`;
  return kept;
}

export function badgeSvg(certification: string, portal: string): string {
  const lines = badgeLines(certification);
  const first = 190 - (lines.length - 1) * 14;
  const text = lines
    .map(
      (line, index) =>
        `<text x="200" y="${first + index * 28}" text-anchor="middle" font-size="24" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const portalLine = badgeLines(portal, 30, 1)[0] ?? '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="' +
      escapeXml(`${certification} – ${portal}`) +
      '">',
    '<circle cx="200" cy="200" r="190" fill="#1f3a5f"/>',
    '<circle cx="200" cy="200" r="168" fill="none" stroke="#f2c14e" stroke-width="6"/>',
    text,
    `<text x="200" y="300" text-anchor="middle" font-size="16" fill="#f2c14e">${escapeXml(portalLine)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
