/**
 * Formik-wired form fields. Each reads its value and error through useField, shows the error once
 * the field was touched or the form submitted, and links label, input and error for assistive
 * technology (id / htmlFor, aria-invalid, aria-describedby).
 */
import { Box, Checkbox, Fieldset, Field, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type FieldMetaProps, useField, useFormikContext } from 'formik';
import { type ReactNode, useId, useState } from 'react';
import { kit } from '../i18n/kit-messages';

export interface FieldOption {
  value: string;
  label: string;
}

/** The error to show: untouched fields stay quiet until the first submit. */
function visibleError(meta: FieldMetaProps<unknown>, submitCount: number): string | undefined {
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  return error && (meta.touched || submitCount > 0) ? error : undefined;
}

/** The required marker after a label (the input carries aria-required for assistive technology). */
export function RequiredMark() {
  return (
    <Text as="span" color="fg.error" aria-hidden="true" ms="0.5">
      *
    </Text>
  );
}

/** Stable ids for one field: the control, and the error text that describes it. */
function useFieldIds() {
  const id = useId();
  return { id, errorId: `${id}-error` };
}

function FieldShell(props: {
  id: string;
  errorId: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  /** The field's rule, said before it refuses anything; the error replaces it when there is one. */
  helperText?: ReactNode;
  children: ReactNode;
}) {
  return (
    // `required` is not passed to Field.Root: it would add the native attribute, and the
    // browser's own bubble would pre-empt the schema's message.
    <Field.Root id={props.id} ids={{ errorText: props.errorId }} invalid={!!props.error}>
      <Field.Label>
        {props.label}
        {props.required && <RequiredMark />}
      </Field.Label>
      {props.children}
      {props.error ? (
        <Field.ErrorText>{props.error}</Field.ErrorText>
      ) : (
        props.helperText && <Field.HelperText>{props.helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: string;
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
  /** Rewrites what is typed before it reaches the form, e.g. digits only. */
  inputFilter?(raw: string): string;
  /** The field's rule, shown under it until there is an error. */
  helperText?: ReactNode;
}

export function TextField({
  name,
  label,
  type = 'text',
  placeholder,
  required,
  autoComplete,
  inputFilter,
  helperText,
}: TextFieldProps) {
  const [field, meta, helpers] = useField<string | number | undefined>(name);
  const { submitCount } = useFormikContext();
  const error = visibleError(meta, submitCount);
  const { id, errorId } = useFieldIds();
  return (
    <FieldShell id={id} errorId={errorId} label={label} required={required} error={error} helperText={helperText}>
      <Input
        {...field}
        value={field.value ?? ''}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={inputFilter ? (e) => void helpers.setValue(inputFilter(e.currentTarget.value)) : field.onChange}
      />
    </FieldShell>
  );
}

export interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  /** Rewrites what is typed, e.g. digits only for a PIN. */
  inputFilter?(raw: string): string;
  inputMode?: 'numeric' | 'text';
  /** What the eye button reveals, for its label: the kit's "password" unless told. */
  secretName?: string;
  required?: boolean;
}

export function PasswordField({
  name,
  label,
  placeholder,
  autoComplete = 'current-password',
  inputFilter,
  inputMode,
  secretName,
  required,
}: PasswordFieldProps) {
  const [field, meta, helpers] = useField<string | undefined>(name);
  const { submitCount } = useFormikContext();
  const error = visibleError(meta, submitCount);
  const { id, errorId } = useFieldIds();
  const t = kit.useT();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={id} errorId={errorId} label={label} required={required} error={error}>
      <Box position="relative" w="full">
        <Input
          {...field}
          value={field.value ?? ''}
          aria-required={required || undefined}
          type={shown ? 'text' : 'password'}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          pe="10"
          aria-describedby={error ? errorId : undefined}
          onChange={inputFilter ? (e) => void helpers.setValue(inputFilter(e.currentTarget.value)) : field.onChange}
        />
        <IconButton
          aria-label={t(shown ? 'field.hide' : 'field.show', { name: secretName ?? t('field.password') })}
          aria-pressed={shown}
          aria-controls={id}
          variant="ghost"
          size="sm"
          position="absolute"
          top="50%"
          insetEnd="1"
          transform="translateY(-50%)"
          onClick={() => setShown((s) => !s)}
        >
          <EyeIcon crossed={shown} />
        </IconButton>
      </Box>
    </FieldShell>
  );
}

/** Inline so no icon library ships; crossed out once the password is visible. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly FieldOption[];
  placeholder?: string;
  required?: boolean;
}

export function SelectField({ name, label, options, placeholder, required }: SelectFieldProps) {
  const [field, meta] = useField<string | number | undefined>(name);
  const { submitCount } = useFormikContext();
  const error = visibleError(meta, submitCount);
  const { id, errorId } = useFieldIds();
  return (
    <FieldShell id={id} errorId={errorId} label={label} required={required} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...field}
          value={field.value ?? ''}
          placeholder={placeholder}
          aria-required={required || undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

export interface CheckboxGroupFieldProps {
  name: string;
  label: ReactNode;
  options: readonly FieldOption[];
  required?: boolean;
}

/** A string[] value as a checklist, e.g. a role's permissions. */
export function CheckboxGroupField({ name, label, options, required }: CheckboxGroupFieldProps) {
  const [field, meta, helpers] = useField<string[] | undefined>(name);
  const { submitCount } = useFormikContext();
  const error = visibleError(meta, submitCount);
  const value = field.value ?? [];
  const toggle = (option: string, on: boolean) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(on ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  };
  return (
    // Fieldset links its legend and error text to the group itself (aria-labelledby / -describedby).
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>
        {label}
        {required && <RequiredMark />}
      </Fieldset.Legend>
      <Fieldset.Content>
        <Stack gap="2">
          {options.map((option) => (
            <Checkbox.Root
              key={option.value}
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              onCheckedChange={(details) => toggle(option.value, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Content>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
