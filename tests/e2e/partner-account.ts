import { applyAsPartner, approvePartnerApplication } from '@pond/supabase';
import { readRunningStack } from '@pond/supabase/local';
import { createNodePondClient } from '@pond/supabase/node';
import { sql } from './db.ts';

/**
 * A partner approved by staff, as the service would make one (the journey of applying is
 * partners-join.spec.ts): returns its partner id. With `provenSite`, the database records that site as
 * proven (proving one is that journey's too).
 */
export async function approvedPartner(partner: {
  businessName: string;
  contactName: string;
  email: string;
  website: string;
  /** The id to give it; without one, staff's default from the business name. */
  id?: string;
  provenSite?: boolean;
}): Promise<void> {
  const stack = await readRunningStack('dev');
  if (!stack) throw new Error('The local stack is not running');
  const service = createNodePondClient({ url: stack.url, key: stack.serviceRoleKey });
  const application = await applyAsPartner(service, {
    businessName: partner.businessName,
    contactName: partner.contactName,
    email: partner.email,
    websites: [partner.website],
    businessKind: 'pond-shop',
    widgets: ['pond-quote-form'],
  });
  await approvePartnerApplication(service, application, partner.id);
  if (partner.provenSite)
    await sql(
      `insert into public.partner_sites (partner_id, origin, status, proven_at)
       select id, $2, 'proven', now() from public.partners where email = $1`,
      [partner.email, partner.website],
    );
}
