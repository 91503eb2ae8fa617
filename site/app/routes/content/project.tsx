import {
  CONSENTS,
  DECLINE_REASONS,
  MORE_BUILDERS,
  PATHS,
  PROJECT_TEXTS,
  WITHDRAW_TEXTS,
  messageProblem,
  parseWithdrawLink,
  type DeclineReason,
  type WithdrawLink,
} from '@pond/core';
import {
  addBuilders,
  chooseBuilder,
  closeRequest,
  reportProjectThread,
  requestPage,
  sendProjectMessage,
  suggestBuilders,
  withdrawRequest,
} from '@pond/supabase';
import type { PondReader } from '@pond/supabase/read';
import { Button, Card, Container, Section } from '@pond/ui';
import { redirect } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LinkFields } from '../../components/project/LinkFields.tsx';
import { ProjectBuilders, type ProjectAnswer } from '../../components/project/ProjectBuilders.tsx';
import { localQuoteLine } from '../../components/project/local-quotes.ts';
import { QuoteComparison } from '../../components/project/QuoteComparison.tsx';
import { WaitingOffer } from '../../components/project/WaitingOffer.tsx';
import { SentRequestCard } from '../../components/SentRequestCard.tsx';
import { runIntent } from '../../lib/form-intent.ts';
import { pageData } from '../../lib/page-data.server.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/project';

export const meta = () =>
  pageMeta({
    title: brandedTitle('Your Quote Request'),
    description:
      'Your quote request on Pond Builders Direct: who it went to, their quotes side by side, your conversations with them, and your choice.',
    path: PATHS.withdraw,
    noIndex: true,
  });

/**
 * The homeowner's project page, read with the signed link of their mails and rendered by the Worker
 * as finished HTML (never cached: the answer is private to the link). A link that is not valid, or
 * expired, shows nothing of the request: the page says why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = parseWithdrawLink(new URL(request.url).search);
  if (!link) return { link: null, request: null, builders: [], offered: [], refusal: WITHDRAW_TEXTS.invalid };
  const { reader } = context.get(pageData);
  try {
    const page = await requestPage(reader, link);
    return {
      link,
      ...page,
      offered: page.request?.offersOthers ? await othersFor(reader, page) : [],
      refusal: null,
    };
  } catch (failure) {
    return { link: null, request: null, builders: [], offered: [], refusal: (failure as Error).message };
  }
}

/** Up to three builders near the request, Verified first, none it already went to. */
async function othersFor(reader: PondReader, page: Awaited<ReturnType<typeof requestPage>>) {
  const chosen = new Set(page.builders.map((builder) => builder.id));
  const nearby = await suggestBuilders(reader, {
    location: page.request?.location ?? null,
    city: page.request?.city ?? null,
    state: page.request?.state ?? null,
  }).catch(() => []);
  return nearby
    .filter((offer) => !chosen.has(offer.contractor.id))
    .sort((a, b) => Number(b.verified) - Number(a.verified))
    .slice(0, Math.min(MORE_BUILDERS, page.request?.moreBuildersLeft ?? 0));
}

/** What a form on the page answers with: a refusal for one builder's form, or what a withdrawal did. */
type Answer = ProjectAnswer & { withdrawn?: { alreadyWith: string[] } };

/**
 * The page's forms, each a plain HTML form posted to this address with the link in its fields:
 * choose a builder, close the request, write to a builder, report a conversation, withdraw. Done,
 * the page is read again at its own address (a reload never sends a form twice).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { reader } = context.get(pageData);
  const form = await request.formData();
  const link = parseWithdrawLink(
    new URLSearchParams(
      ['request', 'expires', 'signature'].map((name) => [name, String(form.get(name) ?? '')]),
    ).toString(),
  );
  const back = (anchor: string) => {
    const url = new URL(request.url);
    return redirect(`${url.pathname}${url.search}${anchor}`, 303);
  };
  const refused = (error: string, builder = ''): Answer => ({
    intent: String(form.get('intent') ?? ''),
    builder,
    error,
  });
  if (!link) return refused(WITHDRAW_TEXTS.invalid);
  const reason = (text: string) =>
    DECLINE_REASONS.some((option) => option.value === text) ? (text as DeclineReason) : null;
  return runIntent<Answer | Response>(
    form,
    {
      choose: async ({ text }) => {
        await chooseBuilder(reader, link, text('builder'), reason(text('reason')));
        return back(`#builder-${text('builder')}`);
      },
      close: async () => {
        await closeRequest(reader, link);
        return back('#closed');
      },
      message: async ({ text }) => {
        const problem = messageProblem(text('message'));
        if (problem) return refused(problem, text('builder'));
        await sendProjectMessage(reader, link, text('builder'), text('message'));
        return back(`#builder-${text('builder')}`);
      },
      add: async ({ form: sent }) => {
        const chosen = sent.getAll('builder').map(String);
        if (!chosen.length) return refused('Choose at least one builder.', 'others');
        await addBuilders(reader, link, chosen, CONSENTS.builderChoice.id);
        return back('#others');
      },
      report: async ({ text }) => {
        await reportProjectThread(reader, link, text('builder'));
        return back(`#builder-${text('builder')}`);
      },
      withdraw: async () => ({ ...refused(''), error: null, withdrawn: await withdrawRequest(reader, link) }),
    },
    (error, { intent, text }) => ({ intent, builder: text('builder'), error }),
  );
}

/** Where the link in our mails leads: the request, its builders and quotes, and what the homeowner may do. */
export default function WithdrawRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { link, request, builders, offered, refusal } = loaderData;
  const answer = actionData && !(actionData instanceof Response) ? (actionData as Answer) : null;
  const open = Boolean(request && !request.withdrawn && !request.closed);
  return (
    <>
      <PageHeader title="Your quote request" />
      <Section>
        <Container>
          {refusal ? <p role="alert">{refusal}</p> : null}
          <SentRequestCard request={request} />
          {link && request ? (
            <>
              {request.offersOthers ? (
                <WaitingOffer
                  link={link}
                  offered={offered}
                  why={request.waitingOfferedAt ? 'silent' : 'not_fit'}
                  error={answer?.intent === 'add' ? answer.error : null}
                />
              ) : null}
              <QuoteComparison builders={builders} />
              <ProjectBuilders
                builders={builders}
                open={open}
                link={link}
                homeownerName="You"
                answer={answer}
                local={(total) => localQuoteLine(request, total)}
              />
              <Closing link={link} closed={request.closed} open={open} answer={answer} />
              <Withdrawing link={link} withdrawn={request.withdrawn} answer={answer} />
            </>
          ) : null}
        </Container>
      </Section>
    </>
  );
}

/** Not going ahead: one press closes the request for everyone. */
function Closing({
  link,
  closed,
  open,
  answer,
}: {
  link: WithdrawLink;
  closed: boolean;
  open: boolean;
  answer: Answer | null;
}) {
  if (closed)
    return (
      <Card>
        <p role="status" id="closed">
          {PROJECT_TEXTS.closed}
        </p>
      </Card>
    );
  if (!open) return null;
  return (
    <Card>
      <h2>{PROJECT_TEXTS.notGoingAhead}</h2>
      <p>{PROJECT_TEXTS.notGoingAheadIntro}</p>
      <form method="post">
        <LinkFields link={link} />
        <Button type="submit" name="intent" value="close" $variant="secondary">
          {PROJECT_TEXTS.notGoingAheadButton}
        </Button>
      </form>
      {answer?.intent === 'close' && answer.error ? <p role="alert">{answer.error}</p> : null}
    </Card>
  );
}

/** Withdraw: it acts on a press, not on the visit (mail programs open links to check them). */
function Withdrawing({
  link,
  withdrawn,
  answer,
}: {
  link: WithdrawLink;
  withdrawn: boolean;
  answer: Answer | null;
}) {
  const done = answer?.withdrawn;
  return (
    <Card>
      <h2>{WITHDRAW_TEXTS.heading}</h2>
      {withdrawn || done ? (
        <>
          <p role="status">{WITHDRAW_TEXTS.done}</p>
          {done?.alreadyWith.length ? <p>{WITHDRAW_TEXTS.alreadyWith(done.alreadyWith)}</p> : null}
        </>
      ) : (
        <>
          <p>{WITHDRAW_TEXTS.intro}</p>
          <form method="post">
            <LinkFields link={link} />
            <Button type="submit" name="intent" value="withdraw">
              {WITHDRAW_TEXTS.button}
            </Button>
          </form>
          {answer?.intent === 'withdraw' && answer.error ? <p role="alert">{answer.error}</p> : null}
        </>
      )}
    </Card>
  );
}
