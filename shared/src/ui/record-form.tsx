/**
 * Every record form (add and edit): Formik with the form's schema, the unsaved-changes guard, and
 * the card with the Cancel / Save footer. `save` makes the call; on success the form counts as
 * saved (the guard lets go, Save is disabled), the operator is taken to `listPath` at once and the
 * toast there says what was saved ("Customer Asha Rao added", "Role Auditor saved"). A
 * refusal stays on the form with what was typed: each of the server's field errors under its
 * field, anything else (a stale record, a conflict) in an alert above the fields — not in a toast.
 */
import { Form, Formik, useFormikContext, type FormikHelpers, type FormikValues } from 'formik';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { useDirtyForm } from '../hooks/use-dirty-form';
import { useGuardedNavigate } from '../hooks/use-guarded-navigate';
import { useToastStore } from '../stores/toast-store';
import { RefusalAlert } from './refusal-alert';
import { SubmitButton } from './submit-button';
import { Button, Card, HStack } from './ui';
import { kit } from '../i18n/kit-messages';

/** Tells the shell's unsaved-changes guard about the enclosing Formik form, until it has been saved. */
export function UnsavedChangesGuard({ saved }: { saved: boolean }) {
  const { dirty } = useFormikContext();
  useDirtyForm(dirty && !saved);
  return null;
}

export interface RecordFormProps<V extends FormikValues> {
  initialValues: V;
  validationSchema?: unknown;
  /** Makes the call (a mutation's `mutateAsync`); rejects with the ApiError when refused. */
  save(values: V): Promise<unknown>;
  /** Where Cancel and a saved form go. */
  listPath: string;
  /** What is saved, for the toast: the record's noun, its name from the values, and add or edit. */
  record: { noun: string; name(values: V): string; isNew: boolean };
  children: ReactNode;
}

/** "Customer Asha Rao added" / "Role Auditor saved"; the noun alone when the name is blank. */
export function savedMessage(noun: string, name: string, isNew: boolean): string {
  return kit.t(isNew ? 'record.added' : 'record.saved', { record: [noun, name.trim()].filter(Boolean).join(' ') });
}

export function RecordForm<V extends FormikValues>({
  initialValues,
  validationSchema,
  save,
  listPath,
  record,
  children,
}: RecordFormProps<V>) {
  const [saved, setSaved] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    setRefusal(null);
    try {
      await save(values);
    } catch (error) {
      if (error instanceof ApiError && !error.aborted) setRefusal(showFieldErrors(error, values, helpers));
      return;
    }
    setSaved(true);
    useToastStore
      .getState()
      .showSuccess(savedMessage(record.noun, record.name(values), record.isNew), { redirectTo: listPath });
  };

  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
      <Form noValidate ref={form}>
        <UnsavedChangesGuard saved={saved} />
        <FocusFirstError form={form} refusal={refusal} />
        <Card.Root>
          <Card.Body>
            <RefusalAlert error={refusal} mb="4" />
            {children}
          </Card.Body>
          <FormActions cancelTo={listPath} saved={saved} />
        </Card.Root>
      </Form>
    </Formik>
  );
}

/**
 * After a refused submit — by the form's schema or by the server — focus moves to the first field
 * in error (in the page's order), or to the refusal above the fields when no field is to blame.
 */
function FocusFirstError({ form, refusal }: { form: RefObject<HTMLFormElement | null>; refusal: string | null }) {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const root = form.current;
    if (!root || (Object.keys(errors).length === 0 && !refusal)) return;
    // After this render has marked the fields invalid.
    requestAnimationFrame(() => {
      const target =
        root.querySelector<HTMLElement>('[aria-invalid="true"]:not([type="hidden"])') ??
        root.querySelector<HTMLElement>('fieldset[data-invalid] input') ??
        root.querySelector<HTMLElement>('[role="alert"]');
      if (target?.getAttribute('role') === 'alert') target.tabIndex = -1;
      target?.focus();
    });
  }, [submitCount, isSubmitting, errors, refusal, form]);
  return null;
}

/**
 * Puts the server's field errors under the fields the form has; returns the message to show above
 * the form when something is left over (a refusal of no field, or of a field the form lacks).
 */
export function showFieldErrors<V extends FormikValues>(error: ApiError, values: V, helpers: FormikHelpers<V>) {
  const onForm = error.details.filter((d) => Object.hasOwn(values, d.field));
  if (onForm.length > 0) {
    helpers.setErrors(Object.fromEntries(onForm.map((d) => [d.field, d.message])) as never);
    helpers.setTouched(Object.fromEntries(onForm.map((d) => [d.field, true])) as never, false);
  }
  return onForm.length > 0 && onForm.length === error.details.length ? null : error.message;
}

/** The form card's footer: Cancel (asks first when the form is dirty) and Save. Inside a Formik form. */
export function FormActions({ cancelTo, saved }: { cancelTo: string; saved: boolean }) {
  const { isSubmitting } = useFormikContext();
  const leave = useGuardedNavigate();
  const t = kit.useT();
  return (
    <Card.Footer justifyContent="flex-end">
      <HStack gap="2">
        <Button variant="outline" onClick={() => leave(cancelTo)}>
          {t('page.cancel')}
        </Button>
        <SubmitButton loading={isSubmitting} disabled={saved}>
          {t('page.save')}
        </SubmitButton>
      </HStack>
    </Card.Footer>
  );
}
