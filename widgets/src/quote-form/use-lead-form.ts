import type { LeadForm, LeadFormFields } from '@pond/core';
import { useRef, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';

// The checks (zod's schema and its resolver) load when the visitor first sends the form, not with
// it: nobody needs them before then, and the widget's first load stays smaller.
let checks: Promise<Resolver<LeadFormFields, unknown, LeadForm>> | undefined;
const loadChecks = () =>
  (checks ??= Promise.all([import('@hookform/resolvers/zod'), import('@pond/core/lead-form-schema')]).then(
    // The form holds text (a blank project type until one is picked), which the schema's own input
    // type does not admit; the schema checks exactly that text and says what is wrong with it.
    ([{ zodResolver }, { leadFormSchema }]) =>
      zodResolver(leadFormSchema) as unknown as Resolver<LeadFormFields, unknown, LeadForm>,
    (error: unknown) => {
      // Not loaded (offline): try again on the next send.
      checks = undefined;
      throw error;
    },
  ));
const lazyChecks: Resolver<LeadFormFields, unknown, LeadForm> = async (values, context, options) =>
  (await loadChecks())(values, context, options);

/**
 * The lead form on react-hook-form (spec §4, §5): checked on send and then on every change, the
 * first bad field focused, 'submitting' while saving, reset to the fields' defaults. A failed save
 * leaves every field as the visitor typed it.
 */
export function useLeadForm(defaults: LeadFormFields) {
  const form = useForm<LeadFormFields, unknown, LeadForm>({
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    resolver: lazyChecks,
  });
  const sending = useRef(false);

  /**
   * The submit handler: one send at a time (a second click or Enter sends nothing twice), the
   * checks, then `onValid`. A failed send, or checks that cannot load, go to `onFailure`.
   */
  const onSubmit =
    (
      onValid: (lead: LeadForm, element: HTMLFormElement) => Promise<void>,
      onFailure: (error: unknown) => void,
    ) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current) return;
      sending.current = true;
      const element = event.currentTarget;
      try {
        await form.handleSubmit((lead) => onValid(lead, element))(event);
      } catch (error) {
        onFailure(error);
      } finally {
        sending.current = false;
      }
    };

  const { errors, isSubmitting } = form.formState;
  return {
    register: form.register,
    /** Each bad field's message (spec §5). */
    errors: {
      name: errors.name?.message,
      email: errors.email?.message,
      phone: errors.phone?.message,
      projectType: errors.projectType?.message,
      message: errors.message?.message,
      location: errors.location?.message,
    },
    isSubmitting,
    onSubmit,
    /** Back to the fields' defaults, as before the first send. */
    reset: () => form.reset(defaults),
    setFieldError: (field: keyof LeadFormFields, message: string) => form.setError(field, { message }),
  };
}
