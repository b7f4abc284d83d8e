/** Tells the shell's unsaved-changes guard about the enclosing Formik form, until it has been saved. */
import { useFormikContext } from 'formik';
import { useDirtyForm } from '../hooks/use-dirty-form';

export function UnsavedChangesGuard({ saved }: { saved: boolean }) {
  const { dirty } = useFormikContext();
  useDirtyForm(dirty && !saved);
  return null;
}
