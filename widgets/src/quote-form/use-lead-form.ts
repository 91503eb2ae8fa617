import type { LeadForm, LeadFormErrors, LeadFormFields } from '@pond/core';
import { useRef, useState, type FormEvent } from 'react';

const FIELDS = ['name', 'email', 'phone', 'projectType', 'message', 'location'] as const;

// The schema loads when the visitor first sends the form, not with it: nobody needs it before
// then, and it is what keeps the widget's first load inside its 95 kB budget (issue 5 of 9).
const loadValidation = () => import('@pond/core/lead-form-schema').then((module) => module.validateLeadForm);

/**
 * The lead form's state (spec §4, §5): uncontrolled fields read when needed, validation on submit
 * and then on every change, 'submitting' while saving, reset to the fields' defaults. A failed save
 * leaves every field as the visitor typed it.
 */
export function useLeadForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef(0);

  const values = (): LeadFormFields => {
    const data = new FormData(formRef.current!);
    const read = (field: keyof LeadFormFields) => String(data.get(field) ?? '');
    return {
      name: read('name'),
      email: read('email'),
      phone: read('phone'),
      projectType: read('projectType'),
      message: read('message'),
      location: read('location'),
    };
  };

  const validate = async () => {
    const run = ++latest.current;
    const check = (await loadValidation())(values());
    // A slower, older check must not overwrite a newer one.
    if (run === latest.current) setErrors(check.success ? {} : check.errors);
    return check;
  };

  const onChange = () => {
    // A check that cannot load now is reported when the form is sent.
    if (submitted) validate().catch(() => {});
  };

  const sending = useRef(false);

  /**
   * The submit handler: busy from the first click (a second click or Enter sends nothing twice),
   * checks the fields, then sends. If the checks' code cannot load, `onFailure` says so like a failed send.
   */
  const onSubmit =
    (
      onValid: (form: LeadForm, element: HTMLFormElement) => Promise<void>,
      onFailure: (error: unknown) => void,
    ) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (sending.current) return;
      sending.current = true;
      setSubmitting(true);
      setSubmitted(true);
      try {
        const check = await validate();
        if (!check.success) {
          const first = FIELDS.find((field) => check.errors[field]);
          (formRef.current?.elements.namedItem(first!) as HTMLElement | null)?.focus();
          return;
        }
        await onValid(check.data, formRef.current!);
      } catch (error) {
        onFailure(error);
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    };

  /** Back to the fields' defaults, as before the first submit. */
  const reset = () => {
    formRef.current?.reset();
    setErrors({});
    setSubmitted(false);
  };

  const setFieldError = (field: keyof LeadFormFields, message: string) =>
    setErrors((all) => ({ ...all, [field]: message }));

  return { formRef, errors, isSubmitting, onChange, onSubmit, reset, setFieldError };
}
