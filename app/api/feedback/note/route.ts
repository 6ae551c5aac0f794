import { sendFeedbackNote } from '@/lib/feedback/server/handlers';

export const dynamic = 'force-dynamic';

export { sendFeedbackNote as POST };
