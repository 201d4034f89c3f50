import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { controlClass, Field } from './Field';

interface TextFieldProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  inputMode?: 'numeric';
  autoComplete?: string;
  multiline?: boolean;
}

/** A text field of a react-hook-form form, labelled, with its error (nested fields too) under it. */
export function TextField<Values extends FieldValues, Output>({ form, name, label, hint, type = 'text', inputMode, autoComplete = 'off', multiline = false }: TextFieldProps<Values, Output>) {
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) =>
        multiline ? (
          <textarea {...control} {...form.register(name)} rows={3} className={controlClass} />
        ) : (
          <input {...control} {...form.register(name)} type={type} inputMode={inputMode} autoComplete={autoComplete} className={controlClass} />
        )
      }
    </Field>
  );
}
