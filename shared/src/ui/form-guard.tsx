/**
 * What every record form shares: the unsaved-changes guard, saving then returning to the list,
 * and the Cancel / Save footer.
 */
import { useFormikContext } from 'formik';
import { useCallback, useState } from 'react';
import { useDirtyForm } from '../hooks/use-dirty-form';
import { useGuardedNavigate } from '../hooks/use-guarded-navigate';
import { useToastStore } from '../stores/toast-store';
import { Button, Card, HStack } from './ui';

/** Tells the shell's unsaved-changes guard about the enclosing Formik form, until it has been saved. */
export function UnsavedChangesGuard({ saved }: { saved: boolean }) {
  const { dirty } = useFormikContext();
  useDirtyForm(dirty && !saved);
  return null;
}

/**
 * `submit(save)` runs the save; on success the form counts as saved (the guard lets go, Save is
 * disabled) and the success toast returns to `listPath`. A failure was already shown by the API
 * client, and the form keeps what was typed.
 */
export function useSaveAndReturn(listPath: string) {
  const [saved, setSaved] = useState(false);
  const submit = useCallback(
    async (save: () => Promise<unknown>) => {
      try {
        await save();
      } catch {
        return;
      }
      setSaved(true);
      useToastStore.getState().showSuccess(undefined, { redirectTo: listPath });
    },
    [listPath],
  );
  return { saved, submit };
}

/** The form card's footer: Cancel (asks first when the form is dirty) and Save. Inside a Formik form. */
export function FormActions({ cancelTo, saved }: { cancelTo: string; saved: boolean }) {
  const { isSubmitting } = useFormikContext();
  const leave = useGuardedNavigate();
  return (
    <Card.Footer justifyContent="flex-end">
      <HStack gap="2">
        <Button variant="outline" onClick={() => leave(cancelTo)}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={saved}>
          Save
        </Button>
      </HStack>
    </Card.Footer>
  );
}
