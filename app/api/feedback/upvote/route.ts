import { upvoteFeedbackProject } from '@/lib/feedback/server/handlers';

export const dynamic = 'force-dynamic';

export { upvoteFeedbackProject as POST };
