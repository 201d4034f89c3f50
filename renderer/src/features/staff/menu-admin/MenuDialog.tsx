import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { controlClass, Field } from '../../../components/ui/Field';
import { ImageField } from '../../../components/ui/ImageField';
import { FormDialog } from '../kit/FormDialog';
import { MENU_ADMIN, type MenuKind } from './copy';
import { saveFailure, useSaveMenuItem } from './use-menu-actions';

/**
 * A menu form checked with the project's shared zod schema. `raw` keeps what the fields hold
 * (numbers as text, '' for none): the server's schema reads those the same way, so the form sends
 * them as they are.
 */
export function useMenuForm<Values extends FieldValues>(schema: ZodType, defaultValues: DefaultValues<Values>): UseFormReturn<Values> {
  // The resolver's types follow the schema's output; the form works on its raw input, which is what we ask for.
  const resolver = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Values>;
  return useForm<Values>({ defaultValues, resolver, mode: 'onSubmit' });
}

interface MenuDialogProps<Values extends FieldValues> {
  kind: MenuKind;
  /** The item being edited, or null for a new one. */
  id: number | null;
  form: UseFormReturn<Values>;
  toBody(values: Values): object;
  onClose(): void;
  /** The item has a photo (its `imageUrl`); the text is what a failed upload says. */
  imageFailure?: string;
  children: ReactNode;
}

/** The create and edit dialog of a section, category, subcategory or product. */
export function MenuDialog<Values extends FieldValues>({ kind, id, form, toBody, onClose, imageFailure, children }: MenuDialogProps<Values>) {
  const save = useSaveMenuItem(kind, id, onClose);
  // A photo still on its way would be lost: saving waits for it.
  const [uploading, setUploading] = useState(false);
  return (
    <FormDialog
      title={id === null ? MENU_ADMIN.add[kind] : MENU_ADMIN.editTitle[kind]}
      formId={`menu-${kind}`}
      submitLabel={id === null ? MENU_ADMIN.form.create : MENU_ADMIN.form.save}
      pending={save.isPending || uploading}
      formClassName="grid gap-3 sm:grid-cols-2"
      wide={kind === 'product'}
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(toBody(values)))(event)}
      onClose={onClose}
    >
      {children}
      {imageFailure && <ImageField form={form} name={'imageUrl' as Path<Values>} label={MENU_ADMIN.form.image} failure={imageFailure} onBusy={setUploading} />}
      {save.isError && (
        // The page behind a modal dialog is hidden from screen readers, toasts included: the reason is said here too.
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {saveFailure(kind, id, save.error)}
        </p>
      )}
    </FormDialog>
  );
}

interface InputProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  hint?: string;
  wide?: boolean;
}

const errorOf = <Values extends FieldValues>(form: UseFormReturn<Values>, name: Path<Values>) => {
  const error = form.formState.errors[name];
  return typeof error?.message === 'string' ? error.message : undefined;
};

export function TextInput<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  wide,
  type = 'text',
  ...rest
}: InputProps<Values> & { type?: string; min?: number; max?: number; step?: string; inputMode?: 'decimal' | 'numeric'; placeholder?: string }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <Field label={label} hint={hint} error={errorOf(form, name)}>
        {(control) => <input {...control} type={type} {...rest} {...form.register(name)} className={controlClass} />}
      </Field>
    </div>
  );
}

export function TextArea<Values extends FieldValues>({ form, name, label }: InputProps<Values>) {
  return (
    <div className="sm:col-span-2">
      <Field label={label} error={errorOf(form, name)}>
        {(control) => <textarea {...control} rows={3} {...form.register(name)} className={controlClass} />}
      </Field>
    </div>
  );
}

export function Select<Values extends FieldValues>({ form, name, label, hint, disabled, children }: InputProps<Values> & { disabled?: boolean; children: ReactNode }) {
  return (
    <Field label={label} hint={hint} error={errorOf(form, name)}>
      {(control) => (
        <select {...control} disabled={disabled} {...form.register(name)} className={controlClass}>
          {children}
        </select>
      )}
    </Field>
  );
}

export function Checkbox<Values extends FieldValues>({ form, name, label }: InputProps<Values>) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
      <input type="checkbox" {...form.register(name)} className="size-5 accent-brand" />
      {label}
    </label>
  );
}
