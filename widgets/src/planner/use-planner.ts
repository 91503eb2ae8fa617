import {
  PLANNER_STEP_FIELDS,
  estimatePondPlan,
  type PlannerForm,
  type PlannerFormValues,
  type PlannerResult,
} from '@pond/core';
import { useRef, useState } from 'react';

export type PlannerStep = 1 | 2 | 3 | 4;
export type PlannerField = keyof PlannerForm;
export type PlannerValues = Record<PlannerField, string>;
export type PlannerErrors = Partial<Record<PlannerField, string>>;

export const EMPTY_PLANNER: PlannerValues = {
  pondType: '',
  length: '',
  width: '',
  depth: '',
  state: '',
  sunExposure: '',
  budget: '',
  timeline: '',
  features: '',
  name: '',
  email: '',
};

// The schema (and zod with it) loads when the homeowner first continues, not with the widget.
const loadSchema = () => import('@pond/core/planner-form').then((module) => module.plannerFormSchema);

/** The first message of each field that fails, for the fields asked. */
async function check(values: PlannerValues, fields: readonly PlannerField[]) {
  const schema = await loadSchema();
  const parsed = schema.safeParse(values as PlannerFormValues);
  const errors: PlannerErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PlannerField;
      if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  return { errors, form: parsed.success ? parsed.data : undefined };
}

export interface SavedPlan {
  form: PlannerForm;
  result: PlannerResult;
  copyQueued: boolean;
}

/**
 * The planner wizard's state (spec §4, §5): four steps, what was typed (kept going back and forth
 * and after a failed save), Continue allowed on steps 1 and 2 only when their fields pass, and
 * 'saving' while the plan is sent. The estimate is @pond/core's.
 */
export function usePlanner() {
  const [step, setStep] = useState<PlannerStep>(1);
  const [values, setValues] = useState<PlannerValues>(EMPTY_PLANNER);
  const [errors, setErrors] = useState<PlannerErrors>({});
  const [saving, setSaving] = useState(false);
  const [plan, setPlan] = useState<SavedPlan | null>(null);
  const busy = useRef(false);

  const setValue = (field: PlannerField, value: string) => {
    setValues((all) => ({ ...all, [field]: value }));
    setErrors((all) => (all[field] ? { ...all, [field]: undefined } : all));
  };

  /** Moves on from step 1 or 2 when its fields pass; returns false (and marks them) when not. */
  const next = async (): Promise<boolean> => {
    const from = step;
    if (from !== 1 && from !== 2) return false;
    const found = await check(values, PLANNER_STEP_FIELDS[from]);
    setErrors(found.errors);
    if (Object.keys(found.errors).length > 0) return false;
    // The check may take a moment (the schema loads on first use): move on only from where it began.
    setStep((current) => (current === from ? ((from + 1) as PlannerStep) : current));
    return true;
  };

  const back = () => {
    if (step === 2 || step === 3) setStep((step - 1) as PlannerStep);
  };

  /**
   * 'Create Pond Plan': checks every field, works out the estimate and saves it with `save`. On
   * success step 4 shows the plan; on failure the wizard stays on step 3 with the input kept.
   */
  const create = async (
    save: (plan: Omit<SavedPlan, 'copyQueued'>) => Promise<{ copyQueued: boolean }>,
  ): Promise<
    { outcome: 'invalid' } | { outcome: 'saved'; plan: SavedPlan } | { outcome: 'failed'; error: unknown }
  > => {
    if (busy.current) return { outcome: 'invalid' };
    busy.current = true;
    setSaving(true);
    try {
      const found = await check(values, Object.keys(EMPTY_PLANNER) as PlannerField[]);
      setErrors(found.errors);
      if (!found.form) return { outcome: 'invalid' };
      const result = estimatePondPlan(found.form);
      const { copyQueued } = await save({ form: found.form, result });
      const saved = { form: found.form, result, copyQueued };
      setPlan(saved);
      setStep(4);
      return { outcome: 'saved', plan: saved };
    } catch (error) {
      return { outcome: 'failed', error };
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const startOver = () => {
    setValues(EMPTY_PLANNER);
    setErrors({});
    setPlan(null);
    setStep(1);
  };

  return { step, values, errors, saving, plan, setValue, next, back, create, startOver };
}
