import { firstNameOf } from '../../shared/communication/merge-fields';
import { nextRunAt, PORTAL_TIME_ZONE, reportPeriod } from '../../shared/reports/report-schedules';
import { mayReceiveReport } from '../../shared/reports/report-scope';
import { mailingPortal } from '../communication';
import { getConfig } from '../config';
import type { Db } from '../db/database';
import { mailTranslator } from '../i18n/message-catalog';
import { accountMailLocale } from '../mail/account-mail';
import { plainMailBodies } from '../mail/plain-mail';
import type { Mailer, MailMessage } from '../mail/transport';
import { reportCsv, reportFileName } from './report-csv';
import {
  claimDueSchedules,
  failRun,
  finishRun,
  markRecipientSent,
  type ReportScheduleRow,
  reportReaders,
  scheduleRecipients,
} from './report-schedules.queries';

/** Failed tries of one run before it is given up (the error stays shown) for the next run. */
export const MAX_ATTEMPTS = 5;

/** How long after the n-th failed try the next comes: 1, 2, 4, 8 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

const DAY_MS = 86_400_000;

/**
 * Sends the scheduled reports that are due (issue 43, item 5), for the background worker: claims
 * a few at a time (lease, SKIP LOCKED), and for each makes the report of the period before its
 * run (the week or month, reportPeriod) as CSV — the export route's file — and e-mails it to
 * each recipient who still may read it, in their own language. A recipient is marked with the
 * period once their mail is handed over, so a retry never sends it to them again. All sent: the
 * next run; a failure: last_error and a retry with backoff, the same period.
 */
export async function sendDueReports(
  db: Db,
  options: { now: () => Date; mailer: () => Mailer; leaseMs: number; stopping: () => boolean },
): Promise<number> {
  let sent = 0;
  while (!options.stopping()) {
    const due = await claimDueSchedules(db, {
      now: options.now(),
      leaseMs: options.leaseMs,
      limit: 4,
    });
    if (due.length === 0) break;
    for (const schedule of due) {
      if (options.stopping()) break;
      sent += await sendSchedule(db, schedule, options);
    }
  }
  return sent;
}

async function sendSchedule(
  db: Db,
  schedule: ReportScheduleRow,
  options: { now: () => Date; mailer: () => Mailer },
): Promise<number> {
  const period = reportPeriod(schedule.frequency, schedule.nextRunAt, PORTAL_TIME_ZONE);
  const failures: string[] = [];
  let sent = 0;
  try {
    const portal = await mailingPortal(db, { portalId: schedule.portalId });
    if (!portal) throw new Error('The portal is gone');
    const recipients = await scheduleRecipients(db, [schedule.id]);
    const readers = await reportReaders(db, {
      portalId: schedule.portalId,
      ids: recipients.map((recipient) => recipient.accountId),
    });
    const entityId = schedule.filters.entity;
    const waiting = recipients.filter(
      (recipient) =>
        recipient.lastPeriod !== period.key &&
        // Who may no longer read it (roles or entity changed) is left out, never sent to.
        readers.some(
          (reader) => reader.id === recipient.accountId && mayReceiveReport(reader, entityId),
        ),
    );
    if (waiting.length > 0) {
      const from = new Date(`${period.from}T00:00:00Z`);
      const report = await reportCsv(db, schedule.kind, {
        portalId: schedule.portalId,
        filter: {
          courseId: schedule.filters.course,
          entityId,
          status: schedule.filters.status,
          from,
          to: new Date(new Date(`${period.to}T00:00:00Z`).getTime() + DAY_MS),
        },
      });
      const sender = {
        portalName: portal.name,
        from:
          getConfig().MAIL_FROM ??
          `"${portal.settings.from_name.replace(/["\\]/g, '')}" <${portal.settings.from_address}>`,
        creator: schedule.createdByName ?? portal.name,
      };
      for (const recipient of waiting) {
        const locale = accountMailLocale(recipient.locale);
        try {
          const t = await mailTranslator(
            locale,
            locale === portal.locale ? portal.overrides : null,
          );
          await options.mailer().sendMail({
            ...composeReportMail(t, sender, {
              locale,
              to: recipient,
              kind: schedule.kind,
              frequency: schedule.frequency,
              period,
              rows: report.rows,
              csv: report.csv,
            }),
            file: {
              folder: `reports/${schedule.id}`,
              name: `${period.from}-${recipient.accountId}`,
            },
          });
          await markRecipientSent(db, {
            scheduleId: schedule.id,
            accountId: recipient.accountId,
            period: period.key,
          });
          sent += 1;
        } catch (error) {
          failures.push(`${recipient.email}: ${(error as Error).message ?? String(error)}`);
        }
      }
    }
  } catch (error) {
    failures.push((error as Error).message ?? String(error));
  }
  const now = options.now();
  // The next run after this one, and never one already past (a worker that was stopped for
  // weeks sends the latest missed period once, not each).
  const after = new Date(Math.max(schedule.nextRunAt.getTime(), now.getTime()));
  const next = nextRunAt(schedule, after, PORTAL_TIME_ZONE);
  if (failures.length === 0) {
    await finishRun(db, { id: schedule.id, nextRunAt: next, sentAt: sent > 0 ? now : null });
    return sent;
  }
  const attempts = schedule.attempts + 1;
  const error = failures.join('; ');
  if (attempts >= MAX_ATTEMPTS) {
    await failRun(db, { id: schedule.id, error, attempts: 0, retryAt: null, nextRunAt: next });
  } else {
    await failRun(db, {
      id: schedule.id,
      error,
      attempts,
      retryAt: new Date(now.getTime() + retryDelayMs(attempts)),
    });
  }
  return sent;
}

type MailText = Awaited<ReturnType<typeof mailTranslator>>;

/**
 * A scheduled report's e-mail in the recipient's language: a short summary (the report, the
 * period, how many rows) and the CSV attached (with a byte order mark, as the export route's).
 */
export function composeReportMail(
  t: MailText,
  sender: { portalName: string; from: string; creator: string },
  input: {
    locale: string;
    to: { fullName: string; email: string };
    kind: ReportScheduleRow['kind'];
    frequency: ReportScheduleRow['frequency'];
    period: { from: string; to: string };
    rows: number;
    csv: string;
  },
): MailMessage {
  const report = t(`report.kinds.${input.kind}`);
  const values = {
    report,
    portal: sender.portalName,
    from: input.period.from,
    to: input.period.to,
    rows: input.rows as unknown as string,
    name: firstNameOf(input.to.fullName) || input.to.fullName,
    file: reportFileName(input.kind),
    frequency: input.frequency,
    creator: sender.creator,
  };
  const subject = t('report.subject', values);
  const lines = [
    t('report.summary', values),
    t('report.attached', values),
    t('report.why', values),
  ];
  const greeting = t('report.greeting', values);
  return {
    from: sender.from,
    to: `"${input.to.fullName.replace(/["\\]/g, '')}" <${input.to.email}>`,
    subject,
    ...plainMailBodies({
      locale: input.locale,
      subject,
      greeting,
      lines,
      signature: sender.portalName,
    }),
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: [
      {
        filename: reportFileName(input.kind),
        content: `\uFEFF${input.csv}`,
        contentType: 'text/csv; charset=utf-8',
      },
    ],
  };
}
