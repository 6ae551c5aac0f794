import type { FilePurpose } from '@/lib/files/upload';

/**
 * The shared rich text editor's contract (SCREENS "The shared rich text editor"): authoring,
 * tickets, announcements, the mailing list and the portfolio all use this one component.
 * Controlled: `value` is the stored HTML, `onChange` receives the editor's HTML.
 */
export interface RichTextEditorProps {
  /** The visible label; it is also the editing area's accessible name. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The editing area's id (a form's error summary links to it). */
  id?: string;
  /** Characters allowed (default 100,000); the counter shows what is left. */
  maxLength?: number;
  /** A hint under the label. */
  hint?: string;
  /** An error under the editor (aria-invalid and aria-describedby follow it). */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /**
   * Where inserted images are uploaded (the file storage: POST /api/v1/files). Without it the
   * toolbar has no image button.
   */
  images?: { purpose: FilePurpose; courseId?: string };
  /**
   * Whether the toolbar offers "Video" (a YouTube or Vimeo player, stored as an iframe the
   * sanitiser allows). Off by default: lessons want it; e-mail and tickets do not. Videos already
   * in the text are kept either way.
   */
  video?: boolean;
  /**
   * The language of the text being written, when it is not the page's (a translation):
   * the editing area is marked with it (WCAG 3.1.2; spelling checks in that language).
   */
  lang?: string;
}
