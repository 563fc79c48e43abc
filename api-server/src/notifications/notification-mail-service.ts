// Notification mail (docs/notifications.md#mail): the instant mails, sent within a minute of the
// notification (or seconds, when the notifier kicks the job), and the daily digest. The in-site
// notification always exists first; a mail is a job stored in the transaction that marks its
// notifications mailed, so one is sent exactly when they were marked, and a run tried again (another
// server, a restart) finds nothing left to send.
import type { Database, Queryable } from '../db/database';
import { clearItemFailures, inSavepoint, recordItemFailure } from '../db/item-failures';
import { kick, type JobQueue } from '../lib/job-queue';
import type { Mailer } from '../lib/mailer';
import {
  NOTIFICATION_DIGEST_QUEUE,
  NOTIFICATION_MAILS_QUEUE,
  claimDigest,
  claimInstant,
  digestItem,
  digestRecipients,
  instantItem,
  recordDigest,
  setDigestCount,
  unclaim,
  type ClaimedNotification,
} from './notification-mail-repository';
import { digestMail, instantMail, type MailedNotification } from './notification-mail';
import { notificationPlace } from './notification-place';
import type { UnsubscribeTokens } from './unsubscribe-token';
import { japanDate } from '../lib/japan-time';
import type { ItemFailed } from '../lib/log-safety';

// Notifications mailed per run (the every-minute schedule takes the rest) and people per digest page.
const INSTANT_BATCH = 100;
const DIGEST_PAGE = 200;
/**
 * Asks for the instant mails to be sent now instead of at the next minute's run; for the notifier,
 * right after it wrote notifications (given its `tx`, the run starts when they commit).
 */
export const kickNotificationMails = (jobs: JobQueue, tx?: Queryable) => kick(jobs, NOTIFICATION_MAILS_QUEUE, tx);

export interface NotificationMailDeps {
  db: Database;
  /** Told of each notification or digest that failed; it is recorded and tried again later. */
  itemFailed?: ItemFailed;
  mailer: Mailer;
  unsubscribeTokens: UnsubscribeTokens;
  config: { siteUrl: string };
}

const mailed = (row: ClaimedNotification): MailedNotification => ({
  kind: row.kind,
  variant: row.variant,
  actor_count: row.actor_count,
  title: row.title,
  place: notificationPlace(row),
});

export function createNotificationMailService({ db, mailer, unsubscribeTokens, config, itemFailed = () => undefined }: NotificationMailDeps) {
  const links = (userId: number, target: Parameters<UnsubscribeTokens['sign']>[0]['target']) => ({
    siteUrl: config.siteUrl,
    unsubscribeToken: unsubscribeTokens.sign({ userId, target }),
  });

  return {
    /** Mails the waiting instant notifications, one mail each; answers how many. */
    async sendInstant(): Promise<number> {
      let sent = 0;
      for (;;) {
        // A notification whose mail cannot be made or stored is given back (unclaimed) and recorded: it
        // waits for a later run, and the others of the batch are mailed (docs/jobs.md#one-bad-item).
        const count = await db.transaction(async (tx) => {
          const rows = await claimInstant(tx, INSTANT_BATCH);
          const mailedItems: string[] = [];
          for (const row of rows) {
            const item = instantItem(row.id);
            try {
              await inSavepoint(tx, () => mailer.send(instantMail(row.email, mailed(row), links(row.user_id, row.kind)), { tx }));
              mailedItems.push(item.item);
            } catch (error) {
              await unclaim(tx, [row.id]);
              itemFailed(NOTIFICATION_MAILS_QUEUE, item.item, await recordItemFailure(tx, NOTIFICATION_MAILS_QUEUE, item, error), error);
            }
          }
          await clearItemFailures(tx, NOTIFICATION_MAILS_QUEUE, mailedItems);
          return rows.length;
        });
        sent += count;
        if (count < INSTANT_BATCH) return sent;
      }
    },

    /**
     * The day's digest to everyone with unseen, unread notifications of digest kinds: per person, one
     * transaction records the day, marks the notifications and stores the mail. Answers the people mailed.
     * A person whose digest fails is recorded and the others are mailed; the run then throws the first
     * failure, so the job is tried again for them (each person at most ITEM_TRIES times a day).
     */
    async sendDigests(now = new Date()): Promise<number> {
      const day = japanDate(now);
      let mailedPeople = 0;
      let after = 0;
      const failures: unknown[] = [];
      for (;;) {
        const people = await digestRecipients(db, day, after, DIGEST_PAGE);
        for (const { user_id: userId } of people) {
          const item = digestItem(userId, day);
          const sent = await db.transaction(async (tx) => {
            // Written first: a second server waits on this row and then finds it there.
            if (!(await recordDigest(tx, userId, day))) return false;
            const rows = await claimDigest(tx, userId);
            if (rows.length === 0) throw new NothingToDigest();
            await setDigestCount(tx, userId, day, rows.length);
            await mailer.send(digestMail(rows[0].email, rows.map(mailed), links(userId, 'digest')), { tx });
            return true;
          }).catch(async (error: unknown) => {
            // Read in the site meanwhile: no digest, and no record of one, today.
            if (error instanceof NothingToDigest) return false;
            itemFailed(NOTIFICATION_DIGEST_QUEUE, item.item, await recordItemFailure(db, NOTIFICATION_DIGEST_QUEUE, item, error), error);
            failures.push(error);
            return false;
          });
          if (sent) {
            mailedPeople++;
            await clearItemFailures(db, NOTIFICATION_DIGEST_QUEUE, [item.item]);
          }
        }
        if (people.length < DIGEST_PAGE) break;
        after = people[people.length - 1].user_id;
      }
      if (failures.length) throw failures[0];
      return mailedPeople;
    },
  };
}

class NothingToDigest extends Error {}

export type NotificationMailService = ReturnType<typeof createNotificationMailService>;
