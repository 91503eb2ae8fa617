// `pnpm partner:create`: makes a partner from a script, as staff approving an application would: the
// application is saved (its confirmation mail queued), approved at once, and the approval mail with
// the partner id queued. Against a hosted project it needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY;
// without them it uses the running local stack.
import { parseArgs } from 'node:util';
import { PARTNER_BUSINESS_KINDS, partnerApplicationSchema } from '@pond/core/partner-application';
import { adminClient } from '../admin-client.ts';
import { applyAsPartner, approvePartnerApplication } from './partner-applications.ts';

const USAGE = `Usage: pnpm partner:create --business NAME --contact NAME --email EMAIL --website URL [--website URL]
                           --kind ${PARTNER_BUSINESS_KINDS.map((kind) => kind.value).join('|')}
                           --widget pond-quote-form [--widget pond-planner ...] [--id PARTNER_ID]`;

/** The flag that gives each field of the application. */
const FLAGS: Record<string, string> = {
  businessName: 'business',
  contactName: 'contact',
  email: 'email',
  websites: 'website',
  businessKind: 'kind',
  widgets: 'widget',
};

try {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      business: { type: 'string' },
      contact: { type: 'string' },
      email: { type: 'string' },
      website: { type: 'string', multiple: true },
      kind: { type: 'string' },
      widget: { type: 'string', multiple: true },
      id: { type: 'string' },
    },
  });
  const checked = partnerApplicationSchema.safeParse({
    businessName: values.business ?? '',
    contactName: values.contact ?? '',
    email: values.email ?? '',
    websites: (values.website ?? []).join('\n'),
    businessKind: values.kind ?? '',
    widgets: values.widget ?? [],
  });
  if (!checked.success) {
    console.error(
      checked.error.issues.map((issue) => `--${FLAGS[String(issue.path[0])]}: ${issue.message}`).join('\n'),
    );
    console.error(USAGE);
    process.exit(2);
  }
  const client = await adminClient('Creating a partner');
  const partnerId = await approvePartnerApplication(
    client,
    await applyAsPartner(client, checked.data),
    values.id,
  );
  console.log(
    `Created partner ${partnerId} for ${checked.data.businessName}; the approval mail to ${checked.data.email} is queued.`,
  );
} catch (error) {
  console.error((error as Error).message);
  console.error(USAGE);
  process.exit(1);
}
