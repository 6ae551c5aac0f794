import type { FilePurpose } from './upload';

/**
 * What a file input offers per purpose (its `accept`): the types the API takes for it. Only a
 * hint for the browser's picker; the API decides from the bytes (SVG is never taken).
 */
const IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const DOCUMENTS = [
  '.pdf',
  '.docx',
  '.xlsx',
  '.pptx',
  '.odt',
  '.mp4',
  '.mp3',
  '.txt',
  '.md',
  '.csv',
];

export const ACCEPT: Record<FilePurpose, string> = {
  course_cover: IMAGES.join(','),
  lesson_image: IMAGES.join(','),
  avatar: IMAGES.join(','),
  portal_logo: IMAGES.join(','),
  question_image: IMAGES.join(','),
  portfolio: [...IMAGES, ...DOCUMENTS].join(','),
  submission: [...IMAGES, ...DOCUMENTS].join(','),
};
