import { REVIEW_PROJECT_TYPES, REVIEW_RULES, PATHS, formatLongDate, type ReviewField } from '@pond/core';
import { Button, SelectField, TextAreaField, TextField, theme } from '@pond/ui';
import { Form, useNavigation } from 'react-router';
import styled from 'styled-components';
import { FieldGroup, FormProblem } from '../form-styles.ts';
import { SiteLink } from '../SiteLink.tsx';

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${theme.space.xs};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm} ${theme.space.md};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 2.75rem;
  }
`;
const Check = styled.label`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  input {
    margin-top: 0.3rem;
  }
`;

export interface ReviewDraft {
  stars: number | null;
  title: string;
  body: string;
  hired: boolean | null;
  projectType: string;
}

/** A choice among radios with a legend, and its problem tied to the group. */
function RadioChoice({
  legend,
  name,
  options,
  checked,
  error,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  checked: string | null;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <Choices aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={checked === option.value}
              required
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <FormProblem id={errorId} role="alert">
          {error}
        </FormProblem>
      ) : null}
    </Choices>
  );
}

const STAR_OPTIONS = [1, 2, 3, 4, 5].map((stars) => ({
  value: String(stars),
  label: `${stars} ${stars === 1 ? 'star' : 'stars'}`,
}));
const HIRED_OPTIONS = [
  { value: 'yes', label: 'Yes, I hired them' },
  { value: 'no', label: 'No' },
];

/**
 * The homeowner's review of one builder they chose: stars, a title, what happened, whether
 * they hired them and what the project was; they confirm it is their own experience.
 */
export function ReviewForm({
  builderName,
  draft,
  problems,
  editableUntil,
}: {
  builderName: string;
  draft: ReviewDraft;
  problems: Partial<Record<ReviewField | 'form', string>>;
  /** Set when the review exists: it can change until then. */
  editableUntil: string | null;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  return (
    <Form method="post" noValidate aria-labelledby="review-form-heading">
      <FieldGroup disabled={sending}>
        <h2 id="review-form-heading">{editableUntil ? 'Change your review' : `Review ${builderName}`}</h2>
        {editableUntil ? <p>You can change your review until {formatLongDate(editableUntil)}.</p> : null}
        {problems.form ? <FormProblem role="alert">{problems.form}</FormProblem> : null}
        <RadioChoice
          legend="Your rating"
          name="stars"
          options={STAR_OPTIONS}
          checked={draft.stars ? String(draft.stars) : null}
          error={problems.stars}
        />
        <TextField
          label="Title"
          name="title"
          required
          maxLength={REVIEW_RULES.title.max}
          defaultValue={draft.title}
          error={problems.title}
          hint="A few words, like “A koi pond that works”."
        />
        <TextAreaField
          label="Your review"
          name="body"
          required
          rows={7}
          maxLength={REVIEW_RULES.body.max}
          defaultValue={draft.body}
          error={problems.body}
          hint={`${REVIEW_RULES.body.min} to ${REVIEW_RULES.body.max.toLocaleString('en-US')} characters: the work, the price, how they kept in touch.`}
        />
        <RadioChoice
          legend="Did you hire them?"
          name="hired"
          options={HIRED_OPTIONS}
          checked={draft.hired === null ? null : draft.hired ? 'yes' : 'no'}
          error={problems.hired}
        />
        <SelectField
          label="The project"
          name="projectType"
          options={REVIEW_PROJECT_TYPES.map((type) => ({ value: type, label: type }))}
          defaultValue={draft.projectType}
          error={problems.projectType}
        />
        <Check>
          <input
            type="checkbox"
            name="ownExperience"
            required
            aria-invalid={problems.ownExperience ? true : undefined}
            aria-describedby={problems.ownExperience ? 'own-experience-error' : undefined}
          />
          <span>
            I sent this request myself, and this review is my own experience of {builderName}. Nobody paid or
            asked me to write it.
          </span>
        </Check>
        {problems.ownExperience ? (
          <FormProblem id="own-experience-error" role="alert">
            {problems.ownExperience}
          </FormProblem>
        ) : null}
        <p>
          We show your first name and city with your review, never your email or phone. Read our{' '}
          <SiteLink to={PATHS.reviewGuidelines}>review guidelines</SiteLink>.
        </p>
        <div>
          <Button type="submit">
            {sending ? 'Sending...' : editableUntil ? 'Save Changes' : 'Post Review'}
          </Button>
        </div>
      </FieldGroup>
    </Form>
  );
}
