import type { CourseStatus } from '@/lib/resources/authoring';

// Not in the list's 'use client' module: server components read it too, and a server component
// only sees a client module's components, not its values.

export const COURSE_STATUSES: CourseStatus[] = ['draft', 'published', 'archived'];
