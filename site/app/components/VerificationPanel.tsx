import {
  CHECK_KINDS,
  CHECK_LABELS,
  NOT_CHECKED_YET,
  PATHS,
  STATE_LICENSING,
  checkSummary,
  checkedOnText,
  isCredentialKind,
  stateByCode,
  type PublicCheck,
} from '@pond/core';
import { Card, theme } from '@pond/ui';
import styled from 'styled-components';

const List = styled.dl`
  margin: 0;
  display: grid;
  gap: ${theme.space.sm};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  small {
    display: block;
    color: ${theme.color.inkMuted};
  }
`;

/**
 * "What we checked" on a profile: each check that holds today — what, when, and the public
 * source it was checked against — and for the rest, "Not checked yet". A trade credential shows only
 * while the builder holds one we checked. Where the builder's state does not
 * license this work, the licence line says so rather than "not checked".
 */
export function VerificationPanel({ state, checks }: { state: string; checks: PublicCheck[] }) {
  const stateName = stateByCode(state)?.name ?? state;
  return (
    <Card as="section" aria-labelledby="checked-heading">
      <h2 id="checked-heading">What we checked</h2>
      <List>
        {CHECK_KINDS.filter(
          (kind) => !isCredentialKind(kind) || checks.some((check) => check.kind === kind),
        ).map((kind) => {
          const check = checks.find((candidate) => candidate.kind === kind);
          return (
            <div key={kind}>
              <dt>{CHECK_LABELS[kind]}</dt>
              <dd>
                {check ? (
                  <>
                    {checkSummary(check)}
                    <small>
                      {checkedOnText(check)} at{' '}
                      <a href={check.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
                        the public source
                      </a>
                    </small>
                  </>
                ) : kind === 'licence' && !(state in STATE_LICENSING) ? (
                  `${stateName} does not license pond construction.`
                ) : (
                  NOT_CHECKED_YET
                )}
              </dd>
            </div>
          );
        })}
      </List>
      <p>
        <a href={PATHS.verification}>What we check, and what “Verified” means</a>
      </p>
    </Card>
  );
}
