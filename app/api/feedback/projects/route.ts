import { listFeedbackProjects } from '@/lib/feedback/server/handlers';

export const dynamic = 'force-dynamic';

export { listFeedbackProjects as GET };
