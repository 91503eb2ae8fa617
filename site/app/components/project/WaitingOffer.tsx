import { CONSENTS, VERIFIED_BADGE, WAITING_TEXTS, ratingBadgeText, type WithdrawLink } from '@pond/core';
import type { OfferedBuilder } from '@pond/supabase';
import { Button, Card, theme } from '@pond/ui';
import styled from 'styled-components';
import { LinkFields } from './LinkFields.tsx';

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${theme.space.sm};
  display: grid;
  gap: ${theme.space.xs};
  label {
    display: flex;
    gap: ${theme.space.sm};
    align-items: flex-start;
  }
`;

/**
 * The offer of a request whose builders went quiet (or one said it is not a fit): up to three other
 * builders nearby, Verified first, none already chosen; the same consent as the first choice.
 */
export function WaitingOffer({
  link,
  offered,
  why,
  error,
}: {
  link: WithdrawLink;
  offered: OfferedBuilder[];
  why: 'silent' | 'not_fit';
  error: string | null;
}) {
  return (
    <Card>
      <h2 id="others">{WAITING_TEXTS.heading}</h2>
      <p>{why === 'silent' ? WAITING_TEXTS.silent : WAITING_TEXTS.notFit}</p>
      {offered.length === 0 ? (
        <p>{WAITING_TEXTS.none}</p>
      ) : (
        <form method="post" aria-labelledby="others">
          <LinkFields link={link} />
          <Choices>
            <legend>Choose who else hears from you</legend>
            {offered.map(({ contractor, verified }) => (
              <label key={contractor.id}>
                <input type="checkbox" name="builder" value={contractor.id} defaultChecked />
                <span>
                  <strong>{contractor.name}</strong> ({contractor.city}, {contractor.state})
                  {ratingBadgeText(contractor) ? ` · ${ratingBadgeText(contractor)}` : ''}
                  {verified ? ` · ${VERIFIED_BADGE}` : ''}
                </span>
              </label>
            ))}
          </Choices>
          <p>
            <small>{CONSENTS.builderChoice.text}</small>
          </p>
          <Button type="submit" name="intent" value="add">
            {WAITING_TEXTS.button(offered.length)}
          </Button>
        </form>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </Card>
  );
}
