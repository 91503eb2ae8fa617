import {
  BUDGETS,
  PLANNER_LIMITS,
  PLANNER_STEPS,
  PLANNER_TOASTS,
  POND_TYPES,
  SUN_EXPOSURES,
  TIMELINES,
  TOAST_DURATION_MS,
  US_STATES,
} from '@pond/core';
import { Button, SelectField, TextAreaField, TextField, theme, usePart, useToast } from '@pond/ui';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { EVENT_DETAIL_VERSION } from '../kit/events.ts';
import { useFormStart } from '../kit/form-start.ts';
import { useWidgetHost } from '../kit/host.tsx';
import { PlanResults } from './PlanResults.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { PLANNER_TEXTS } from './texts.ts';
import { usePlanner, type PlannerField, type SavedPlan } from './use-planner.ts';

const TOAST_MS = TOAST_DURATION_MS.planner;
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
/** Step 1's sizes with their minimums and steps (spec §5). */
const DIMENSIONS = [
  { name: 'length', label: 'Length (feet)', min: PLANNER_LIMITS.lengthMin, step: undefined },
  { name: 'width', label: 'Width (feet)', min: PLANNER_LIMITS.widthMin, step: undefined },
  { name: 'depth', label: 'Depth (feet)', min: PLANNER_LIMITS.depthMin, step: PLANNER_LIMITS.depthStep },
] as const;

const Card = styled.div`
  container-type: inline-size;
  display: grid;
  gap: ${theme.space.lg};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  scroll-margin-top: 5rem;
  h2 {
    margin: 0;
    font-size: ${theme.size.xl};
    outline: none;
  }
`;
const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;
const Fields = styled.div`
  display: grid;
  gap: ${theme.space.md};
  @container (min-width: 32rem) {
    grid-template-columns: repeat(3, 1fr);
    > :first-child,
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  justify-content: space-between;
  > :only-child {
    margin-inline-start: auto;
  }
`;

/**
 * The pond planner (spec §2.11, §4, §5, §7, §8): Pond Basics, Environment and Contact Info, then the
 * plan. Continue is guarded on steps 1 and 2 ('Missing information'); 'Create Pond Plan' saves the
 * plan and its lead through the host, then shows the result, or keeps step 3 and every field after
 * a failure. Each step change brings the top of the planner into view.
 */
export function Planner() {
  const part = usePart();
  const host = useWidgetHost();
  const toast = useToast();
  const id = useId();
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const onSaved = ({ result }: SavedPlan) => {
    toast({ ...PLANNER_TOASTS.created, variant: 'success', durationMs: TOAST_MS });
    host.emit('pond-plan-created', {
      version: EVENT_DETAIL_VERSION,
      widget: 'planner',
      pondType: result.projectDetails.pondType,
      costRange: { min: result.costEstimate.minCost, max: result.costEstimate.maxCost },
      partner: host.partner ?? null,
    });
  };
  const onFailed = (error: unknown) => {
    console.error('The pond plan could not be saved', error);
    toast({ ...PLANNER_TOASTS.saveFailed, variant: 'destructive', durationMs: TOAST_MS });
    host.emit('pond-error', {
      version: EVENT_DETAIL_VERSION,
      widget: 'planner',
      code: 'submit_failed',
      message: PLANNER_TOASTS.saveFailed.description,
    });
  };
  // Continue refused on steps 1 and 2 says so; on step 3 the messages beside the fields say it.
  const onInvalid = (from: number) => {
    if (from === 1 || from === 2)
      toast({ ...PLANNER_TOASTS.missingInformation, variant: 'destructive', durationMs: TOAST_MS });
  };
  const formStart = useFormStart();
  const planner = usePlanner(
    async (plan) => {
      const saved = await host.savePondPlan({ ...plan, formToken: await formStart.token() });
      formStart.reset();
      return saved;
    },
    { onSaved, onFailed, onInvalid },
  );
  const { step } = planner;

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if ((top.current?.getBoundingClientRect().top ?? 0) < 0)
      top.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [step]);

  const field = (name: PlannerField) => ({ ...planner.register(name), error: planner.errorOf(name) });

  return (
    <Card ref={top} {...part('planner')}>
      <StepIndicator step={step} />
      <h2 ref={heading} tabIndex={-1} id={`${id}-heading`}>
        {`Step ${step} of ${PLANNER_STEPS.length}: ${PLANNER_TEXTS.stepHeadings[step]}`}
      </h2>
      {step === 4 && planner.plan ? (
        <PlanResults
          result={planner.plan.result}
          email={planner.plan.form.email}
          copyQueued={planner.plan.copyQueued}
          onStartOver={planner.startOver}
        />
      ) : (
        <Form
          onSubmit={planner.onSubmit}
          onFocus={formStart.begin}
          noValidate
          aria-labelledby={`${id}-heading`}
        >
          {step === 1 ? (
            <Fields>
              <SelectField
                label="Pond type"
                options={POND_TYPES}
                placeholder="Select a pond type"
                {...field('pondType')}
              />
              {DIMENSIONS.map(({ name, label, min, step: inputStep }) => (
                <TextField
                  key={name}
                  label={label}
                  type="number"
                  inputMode="decimal"
                  min={min}
                  step={inputStep}
                  {...field(name)}
                />
              ))}
            </Fields>
          ) : null}
          {step === 2 ? (
            <Fields>
              <SelectField
                label="State"
                options={STATE_OPTIONS}
                placeholder="Select your state"
                {...field('state')}
              />
              <SelectField
                label="Sun exposure"
                options={SUN_EXPOSURES}
                placeholder="Select sun exposure"
                {...field('sunExposure')}
              />
              <SelectField
                label="Budget"
                options={BUDGETS}
                placeholder="Select a budget range"
                {...field('budget')}
              />
              <SelectField
                label="Timeline"
                options={TIMELINES}
                placeholder="Select a timeline"
                {...field('timeline')}
              />
              <div className="wide">
                <TextAreaField
                  label="Features you would like (optional)"
                  hint={PLANNER_TEXTS.featuresHint}
                  maxLength={500}
                  {...field('features')}
                />
              </div>
            </Fields>
          ) : null}
          {step === 3 ? (
            <Fields>
              <TextField label="Your name" autoComplete="name" {...field('name')} />
              <div className="wide">
                <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
              </div>
            </Fields>
          ) : null}
          <Actions>
            {step === 2 || step === 3 ? (
              <Button type="button" $variant="secondary" onClick={planner.back} disabled={planner.saving}>
                {PLANNER_TEXTS.back}
              </Button>
            ) : null}
            {step === 3 ? (
              <Button type="submit" disabled={planner.saving} {...part('button')}>
                {planner.saving ? PLANNER_TEXTS.creating : PLANNER_TEXTS.create}
              </Button>
            ) : (
              <Button type="submit" {...part('button')}>
                {PLANNER_TEXTS.continue}
              </Button>
            )}
          </Actions>
        </Form>
      )}
    </Card>
  );
}
