import { CHECK_KINDS, CHECK_LABELS, CHECK_LIMITS, STATE_LICENSING, US_STATES } from '@pond/core';
import { Button, Card, SelectField, TextField } from '@pond/ui';
import { Form, useNavigation } from 'react-router';
import { FieldGroup, FormProblem } from '../form-styles.ts';

const KIND_OPTIONS = CHECK_KINDS.map((kind) => ({ value: kind, label: CHECK_LABELS[kind] }));
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * A document for staff to check: a licence, general liability insurance, a business registration or
 * a trade credential (Certified Aquascape Contractor, IPPCA...), with what staff need to find it in a
 * public source.
 */
export function CheckForm({ state, problems }: { state: string; problems: Record<string, string> }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'submit-check';
  const board = STATE_LICENSING[state];
  return (
    <Card>
      <Form method="post" aria-labelledby="check-form-heading" noValidate>
        <input type="hidden" name="intent" value="submit-check" />
        <h2 id="check-form-heading">Send a document to check</h2>
        <p>
          {board
            ? `${board.board} licenses pond and landscape work in your state: a current licence and insurance make you Verified.`
            : 'Current general liability insurance makes you Verified in your state; a registration shows homeowners more.'}{' '}
          We look each one up in its public source, and it shows on your profile once it checks out.
        </p>
        {Object.keys(problems).length ? (
          <FormProblem role="alert">Some fields need a change before we can send it (see below).</FormProblem>
        ) : null}
        <FieldGroup disabled={sending}>
          <SelectField
            label="What it is"
            name="kind"
            options={KIND_OPTIONS}
            defaultValue="licence"
            error={problems.kind}
          />
          <SelectField
            label="Issued in (state)"
            name="state"
            options={STATE_OPTIONS}
            defaultValue={state}
            error={problems.state}
          />
          <TextField
            label="Number (licence, policy, entity or member number)"
            name="number"
            required
            maxLength={CHECK_LIMITS.number}
            error={problems.number}
          />
          <TextField
            label="Issued by (board, insurance company, state office or trade body)"
            name="authority"
            required
            maxLength={CHECK_LIMITS.text}
            defaultValue={board?.board ?? ''}
            error={problems.authority}
          />
          <TextField label="Classification (licences)" name="classification" maxLength={CHECK_LIMITS.text} />
          <TextField
            label="Coverage in dollars (insurance)"
            name="coverage"
            inputMode="numeric"
            error={problems.coverage}
          />
          <TextField label="Ends on" name="expiresOn" type="date" error={problems.expiresOn} />
          <div>
            <Button type="submit">{sending ? 'Sending…' : 'Send for Checking'}</Button>
          </div>
        </FieldGroup>
      </Form>
    </Card>
  );
}
