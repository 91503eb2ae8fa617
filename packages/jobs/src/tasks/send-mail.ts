import {
  cancelIfWithdrawn,
  claimOutboxMessage,
  markMessageFailed,
  markMessageSent,
} from '@pond/supabase/jobs';
import { composeMail } from '../compose.ts';
import type { JobDefinition } from './task.ts';

/**
 * One message of the outbox (public.email_outbox), sent through SMTP: claimed, rendered from the rows
 * it names as they are now, sent and marked sent. A failure is recorded on the message with its error
 * and retried (JOB_POLICY); after the last try the message is 'failed' for staff to see.
 */
export const sendMail: JobDefinition = {
  name: 'send_mail',
  make:
    ({ db, log, siteUrl, mail }) =>
    async (payload, helpers) => {
      const message = await claimOutboxMessage(db, (payload as { id?: string }).id);
      if (!message) return;
      try {
        // A builder's copy of a request withdrawn since it was queued is not sent.
        if (message.template === 'lead-to-builder' && (await cancelIfWithdrawn(db, message))) return;
        const composed = await composeMail(db, message, siteUrl);
        await mail.send({
          from: mail.from,
          to: message.to_name ? { name: message.to_name, address: message.to_email } : message.to_email,
          subject: composed.subject,
          text: composed.text,
          html: composed.html,
          attachments: composed.attachments,
          // One id per outbox message, so a receiving system can tell a resend from a new message.
          messageId: `<${message.id}@pondbuildersdirect.com>`,
        });
        await markMessageSent(db, message.id);
        log(`sent ${message.template} to ${message.to_email}`);
      } catch (error) {
        const { attempts, max_attempts: most } = helpers.job;
        await markMessageFailed(db, message.id, (error as Error).message, attempts >= most);
        log(
          `could not send ${message.template} to ${message.to_email} (try ${attempts} of ${most}): ${(error as Error).message}`,
        );
        throw error;
      }
    },
};
