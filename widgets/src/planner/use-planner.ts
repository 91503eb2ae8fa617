import { estimatePondPlan, type PlannerForm, type PlannerResult } from '@pond/core';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';

export type PlannerStep = 1 | 2 | 3 | 4;
export type PlannerField = keyof PlannerForm;
/** What the fields hold: text, as typed or picked (the checks turn sizes into numbers). */
export type PlannerValues = Record<PlannerField, string>;

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

type StepResolver = (step: 1 | 2 | 3) => Resolver<PlannerValues, PlannerStep, PlannerForm>;

// The checks (zod, the step schemas and their resolver) load when the homeowner first continues,
// not with the widget.
let checks: Promise<StepResolver> | undefined;
const loadChecks = () =>
  (checks ??= Promise.all([import('@hookform/resolvers/zod'), import('@pond/core/planner-form')]).then(
    ([{ zodResolver }, { plannerStepSchemas }]) => {
      // The fields hold text that the schemas check (a blank select, a size not yet typed); on steps
      // 1 and 2 only their own fields are checked and what passes is not used, only that it passed.
      const resolvers = {
        1: zodResolver(plannerStepSchemas[1]),
        2: zodResolver(plannerStepSchemas[2]),
        3: zodResolver(plannerStepSchemas[3]),
      } as unknown as Record<1 | 2 | 3, Resolver<PlannerValues, PlannerStep, PlannerForm>>;
      return (step: 1 | 2 | 3) => resolvers[step];
    },
    (error: unknown) => {
      // Not loaded (offline): try again on the next Continue.
      checks = undefined;
      throw error;
    },
  ));
/** The checks of the step the planner is on (react-hook-form passes it as the context). */
const stepChecks: Resolver<PlannerValues, PlannerStep, PlannerForm> = async (values, step, options) => {
  const checksOf = await loadChecks();
  return checksOf(step === 1 || step === 2 ? step : 3)(values, step, options);
};

export interface SavedPlan {
  form: PlannerForm;
  result: PlannerResult;
  copyQueued: boolean;
}

type SavePlan = (plan: Omit<SavedPlan, 'copyQueued'>) => Promise<{ copyQueued: boolean }>;

export interface PlannerOutcomes {
  /** A step's fields did not pass (Continue refused, or the plan not created). */
  onInvalid: (step: PlannerStep) => void;
  onSaved: (plan: SavedPlan) => void;
  onFailed: (error: unknown) => void;
}

/**
 * The planner wizard (spec §4, §5) on react-hook-form: four steps with one form, what was typed kept
 * going back and forth and after a failed save. Continue on steps 1 and 2 checks that step's fields;
 * 'Create Pond Plan' checks every field, works out @pond/core's estimate and saves it. As on the
 * quote form, a step is checked when sent, then again on every change; the first bad field gets
 * the focus.
 */
export function usePlanner(save: SavePlan, outcomes: PlannerOutcomes) {
  const [step, setStep] = useState<PlannerStep>(1);
  const [plan, setPlan] = useState<SavedPlan | null>(null);
  const form = useForm<PlannerValues, PlannerStep, PlannerForm>({
    defaultValues: EMPTY_PLANNER,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    resolver: stepChecks,
    context: step,
  });
  const sending = useRef(false);

  /**
   * From one step to another: the new step's fields start unchecked (checked on their own Continue),
   * every value kept. The checks may take a moment (they load on first use): a move applies only if
   * the planner is still on the step it started from.
   */
  const move = (from: PlannerStep, to: PlannerStep) => {
    form.reset(undefined, { keepValues: true, keepDefaultValues: true });
    setStep((current) => (current === from ? to : current));
  };

  const onValid = async (values: PlannerForm) => {
    if (step === 1 || step === 2) return move(step, (step + 1) as PlannerStep);
    const result = estimatePondPlan(values);
    const { copyQueued } = await save({ form: values, result });
    const saved = { form: values, result, copyQueued };
    setPlan(saved);
    move(3, 4);
    outcomes.onSaved(saved);
  };

  /** Continue or Create: one at a time (a second click or Enter while checking sends nothing). */
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || step === 4) return;
    sending.current = true;
    const from = step;
    try {
      await form.handleSubmit(onValid, () => outcomes.onInvalid(from))(event);
    } catch (error) {
      // Checks that could not load refuse the step as if it were incomplete; a failed save keeps step 3.
      if (from === 3) outcomes.onFailed(error);
      else outcomes.onInvalid(from);
    } finally {
      sending.current = false;
    }
  };

  const back = () => {
    if (step === 2 || step === 3) move(step, (step - 1) as PlannerStep);
  };

  const startOver = () => {
    form.reset(EMPTY_PLANNER);
    setPlan(null);
    setStep(1);
  };

  const { errors, isSubmitting } = form.formState;
  return {
    step,
    plan,
    register: form.register,
    /** Each bad field's message (spec §5). */
    errorOf: (field: PlannerField) => errors[field]?.message,
    saving: isSubmitting && step === 3,
    onSubmit,
    back,
    startOver,
  };
}
