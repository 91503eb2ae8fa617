import { EMAIL_PATTERN } from '../rules.ts';
import * as z from 'zod/mini';
import { US_STATES } from '../geo/states.ts';
import { EMAIL_MAX, LEAD_LIMIT_MESSAGES, LEAD_NAME_MAX } from './lead-form.ts';
import { BUDGETS, POND_TYPES, SUN_EXPOSURES, TIMELINES, optionValues } from './options.ts';
import {
  PLANNER_FORM_MESSAGES,
  PLANNER_LIMIT_MESSAGES,
  PLANNER_LIMITS,
  PLANNER_STEP_FIELDS,
} from './planner-fields.ts';

/** A number typed into a field: blank or non-numeric text is no number (NaN), which fails. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

const dimension = (min: number, message: string) =>
  z.pipe(z.transform(toNumber), z.number(message).check(z.gte(min, message)));

const trimmed = () => z.string().check(z.trim());

export const plannerFormSchema = z.object({
  pondType: z.enum(optionValues(POND_TYPES), PLANNER_FORM_MESSAGES.pondType),
  length: dimension(PLANNER_LIMITS.lengthMin, PLANNER_FORM_MESSAGES.length),
  width: dimension(PLANNER_LIMITS.widthMin, PLANNER_FORM_MESSAGES.width),
  depth: dimension(PLANNER_LIMITS.depthMin, PLANNER_FORM_MESSAGES.depth),
  state: z.enum(
    US_STATES.map((state) => state.code),
    PLANNER_FORM_MESSAGES.state,
  ),
  sunExposure: z.enum(optionValues(SUN_EXPOSURES), PLANNER_FORM_MESSAGES.sunExposure),
  budget: z.enum(optionValues(BUDGETS), PLANNER_FORM_MESSAGES.budget),
  timeline: z.enum(optionValues(TIMELINES), PLANNER_FORM_MESSAGES.timeline),
  features: z.optional(
    trimmed().check(z.maxLength(PLANNER_LIMITS.featuresMax, PLANNER_LIMIT_MESSAGES.features)),
  ),
  name: trimmed().check(
    z.minLength(2, PLANNER_FORM_MESSAGES.name),
    z.maxLength(LEAD_NAME_MAX, LEAD_LIMIT_MESSAGES.name),
  ),
  email: z.pipe(
    trimmed().check(z.maxLength(EMAIL_MAX, PLANNER_FORM_MESSAGES.email)),
    z.email({ pattern: EMAIL_PATTERN, error: PLANNER_FORM_MESSAGES.email }),
  ),
});

export type PlannerFormValues = z.input<typeof plannerFormSchema>;
export type PlannerForm = z.output<typeof plannerFormSchema>;

/** A mask of the fields a step asks for, for `z.pick`. */
const fieldsOf = <const Step extends 1 | 2>(step: Step) =>
  Object.fromEntries(PLANNER_STEP_FIELDS[step].map((field) => [field, true])) as Record<
    (typeof PLANNER_STEP_FIELDS)[Step][number],
    true
  >;

/**
 * What each step of the planner checks (spec §4, §5): Continue on steps 1 and 2 checks that step's
 * fields; 'Create Pond Plan' on step 3 checks every field and gives the whole plan's form.
 */
export const plannerStepSchemas = {
  1: z.pick(plannerFormSchema, fieldsOf(1)),
  2: z.pick(plannerFormSchema, fieldsOf(2)),
  3: plannerFormSchema,
};
