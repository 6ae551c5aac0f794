import type { Label } from '@/lib/resources/catalog';
import { labelChipStyle } from '@/shared/catalog/label-colors';
import './label-chips.css';

/**
 * A course's content labels as coloured chips: the label's colour behind white or black text,
 * whichever reaches 4.5:1 (shared/catalog/label-colors). Named as a list for assistive technology.
 */
export function LabelChips({ labels, name }: { labels: readonly Label[]; name: string }) {
  if (labels.length === 0) return null;
  return (
    <ul className="label-chips kit-list" aria-label={name}>
      {labels.map((label) => (
        <li key={label.id} className="label-chip" style={labelChipStyle(label.color)}>
          {label.name}
        </li>
      ))}
    </ul>
  );
}
