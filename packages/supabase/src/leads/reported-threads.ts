import type { MessageAuthor } from '@pond/core';
import type { PondClient } from '../client.ts';
import { PondDataError } from '../errors.ts';

// Staff read a request's conversation only once one of its two sides reported it: the database's
// policies ("Staff read reported threads") decide, so these reads return nothing else.

export interface ReportedThread {
  contractorId: string;
  reportedBy: MessageAuthor[];
  reportedAt: string;
  messages: { id: number; author: MessageAuthor; body: string; sentAt: string }[];
}

/** The request's reported conversations, each with who reported it and every message. */
export async function reportedThreads(client: PondClient, leadId: string): Promise<ReportedThread[]> {
  const [reports, messages] = await Promise.all([
    client
      .from('request_thread_reports')
      .select('contractor_id, reported_by, reported_at')
      .eq('lead_id', leadId)
      .order('reported_at'),
    client
      .from('request_messages')
      .select('id, contractor_id, author, body, sent_at')
      .eq('lead_id', leadId)
      .order('sent_at')
      .order('id'),
  ]);
  const error = reports.error ?? messages.error;
  if (error) throw new PondDataError('Could not load the reported conversations.', { cause: error });
  const threads = new Map<string, ReportedThread>();
  for (const report of reports.data ?? []) {
    const thread = threads.get(report.contractor_id) ?? {
      contractorId: report.contractor_id,
      reportedBy: [],
      reportedAt: report.reported_at,
      messages: [],
    };
    thread.reportedBy.push(report.reported_by as MessageAuthor);
    threads.set(report.contractor_id, thread);
  }
  for (const message of messages.data ?? [])
    threads.get(message.contractor_id)?.messages.push({
      id: message.id,
      author: message.author as MessageAuthor,
      body: message.body,
      sentAt: message.sent_at,
    });
  return [...threads.values()];
}
