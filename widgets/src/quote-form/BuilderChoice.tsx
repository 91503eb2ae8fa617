import {
  BUILDER_CHOICE,
  CONSENTS,
  MAX_CHOSEN_BUILDERS,
  PLAN_TEXTS,
  VERIFIED_BADGE,
  planFromParam,
  ratingBadgeText,
  requestDetailsProblem,
  type RequestDetails,
} from '@pond/core';
import type { ChosenBuilder, OfferedBuilder, RequestPlace } from '@pond/supabase';
import { PondDataError } from '@pond/supabase/errors';
import { Button, Spinner, theme, usePart } from '@pond/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useWidgetHost } from '../kit/host.tsx';
import { DetailFields } from './DetailFields.tsx';
import { SitePhotos } from './SitePhotos.tsx';

const Panel = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceMuted};
`;
const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.size.lg};
  color: ${theme.color.ink};
  &:focus {
    outline: none;
  }
`;
const Text = styled.p`
  margin: 0;
  color: ${theme.color.ink};
`;
const Small = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${theme.color.inkMuted};
`;
const List = styled.fieldset`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
`;
const Option = styled.label`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  cursor: pointer;
  input {
    margin-top: 0.25rem;
  }
`;
const Alert = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
`;

type Stage =
  | { kind: 'loading' }
  | { kind: 'choosing'; offered: OfferedBuilder[] }
  | { kind: 'sent'; builders: ChosenBuilder[] }
  | { kind: 'closed' };

/**
 * After a request is saved: the builders it may go to, the first three chosen, changeable, and
 * nothing sent to anyone until the homeowner confirms. Skipping leaves it with our staff.
 */
export function BuilderChoice({
  requestId,
  choiceToken,
  place,
  onSent,
  onDone,
}: {
  requestId: string;
  choiceToken: string;
  place: RequestPlace;
  /** The request went to the chosen builders, or to our staff to match. */
  onSent: () => void;
  onDone: () => void;
}) {
  const part = usePart();
  const host = useWidgetHost();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The plan the homeowner came with from the planner or calculator, attached unless they leave it out.
  const [attached] = useState(() => planFromParam(host.plan));
  const [details, setDetails] = useState<RequestDetails>(attached ? { plan: attached } : {});
  const [uploading, setUploading] = useState(false);
  const [detailsError, setDetailsError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    host
      .suggestBuilders(place)
      .catch(() => [] as OfferedBuilder[])
      .then((offered) => {
        if (!current) return;
        setStage({ kind: 'choosing', offered });
        setChosen(offered.filter((o) => o.preselected).map((o) => o.contractor.id));
      });
    heading.current?.focus();
    return () => {
      current = false;
    };
    // The request is fixed for the life of this panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestId]);

  const toggle = (id: string) =>
    setChosen((all) =>
      all.includes(id) ? all.filter((c) => c !== id) : all.length < MAX_CHOSEN_BUILDERS ? [...all, id] : all,
    );

  const send = async (contractorIds: string[]) => {
    const problem = requestDetailsProblem(details);
    setDetailsError(problem);
    if (problem) return;
    setSending(true);
    setError(null);
    try {
      const builders = await host.chooseBuilders({
        requestId,
        choiceToken,
        contractorIds,
        consentId: CONSENTS.builderChoice.id,
        details,
      });
      setStage({ kind: 'sent', builders });
      onSent();
    } catch (failure) {
      // Withdrawn or too late: nothing more to choose here.
      if (failure instanceof PondDataError && failure.reason === 'lead_choice_closed')
        setStage({ kind: 'closed' });
      else if (failure instanceof PondDataError && failure.field === 'details')
        setDetailsError(failure.message);
      else setError(failure instanceof PondDataError ? failure.message : BUILDER_CHOICE.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Panel aria-labelledby={`choice-${requestId}`} {...part('builder-choice')}>
      <Heading id={`choice-${requestId}`} ref={heading} tabIndex={-1}>
        {BUILDER_CHOICE.heading}
      </Heading>
      {stage.kind === 'loading' ? <Spinner label="Finding builders near you..." /> : null}
      {stage.kind === 'choosing' ? (
        <>
          <Text>
            {place.only
              ? stage.offered[0]
                ? BUILDER_CHOICE.onlyIntro(stage.offered[0].contractor.name)
                : BUILDER_CHOICE.onlyUnavailable
              : stage.offered.length
                ? BUILDER_CHOICE.intro
                : BUILDER_CHOICE.noneFound}
          </Text>
          <DetailFields
            details={details}
            onChange={setDetails}
            error={detailsError}
            open={Boolean(host.plan)}
            plan={
              attached ? (
                <Option>
                  <input
                    type="checkbox"
                    checked={Boolean(details.plan)}
                    onChange={(event) =>
                      setDetails({ ...details, plan: event.currentTarget.checked ? attached : null })
                    }
                  />
                  <span>{PLAN_TEXTS.attached(attached)}</span>
                </Option>
              ) : host.plan ? (
                <Small role="status">{PLAN_TEXTS.broken}</Small>
              ) : null
            }
            photos={<SitePhotos requestId={requestId} choiceToken={choiceToken} onBusy={setUploading} />}
          />
          {stage.offered.length ? (
            <>
              <List>
                <legend>{BUILDER_CHOICE.limit}</legend>
                {stage.offered.map(({ contractor, verified }) => {
                  const isChosen = chosen.includes(contractor.id);
                  return (
                    <Option key={contractor.id}>
                      <input
                        type="checkbox"
                        checked={isChosen}
                        disabled={!isChosen && chosen.length >= MAX_CHOSEN_BUILDERS}
                        onChange={() => toggle(contractor.id)}
                      />
                      <span>
                        <strong>{contractor.name}</strong>
                        <br />
                        {contractor.city}, {contractor.state}
                        {ratingBadgeText(contractor) ? ` · ${ratingBadgeText(contractor)}` : ''}
                        {verified ? ` · ${VERIFIED_BADGE}` : ''}
                      </span>
                    </Option>
                  );
                })}
              </List>
              <Small>{CONSENTS.builderChoice.text}</Small>
              <Button
                type="button"
                disabled={sending || uploading || chosen.length === 0}
                onClick={() => void send(chosen)}
              >
                {sending ? BUILDER_CHOICE.sending : BUILDER_CHOICE.confirm(chosen.length)}
              </Button>
            </>
          ) : null}
          {/* From a builder's own website the request is theirs alone: no one else matches it. */}
          {place.only ? null : (
            <Button
              type="button"
              $variant="ghost"
              disabled={sending || uploading}
              onClick={() => void send([])}
            >
              {BUILDER_CHOICE.skip}
            </Button>
          )}
        </>
      ) : null}
      {stage.kind === 'sent' || stage.kind === 'closed' ? (
        <>
          <Text role="status">
            {stage.kind === 'sent'
              ? BUILDER_CHOICE.sent(stage.builders.map((b) => b.name))
              : BUILDER_CHOICE.closed}
          </Text>
          <Button type="button" $variant="secondary" onClick={onDone}>
            {BUILDER_CHOICE.another}
          </Button>
        </>
      ) : null}
      {error ? <Alert role="alert">{error}</Alert> : null}
    </Panel>
  );
}
