import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Search } from 'lucide-react';
import type { ChangeEvent, FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { searchSchema } from '../../../../../shared/schemas/reservation';
import { controlClass, Field } from '../../../components/ui/Field';
import { COPY } from './copy';
import type { SearchCriteria } from './search-query';

type SearchInput = z.input<typeof searchSchema>;

interface SearchFormProps {
  /** What to show filled in (from a confirmation e-mail's link), or null for an empty form. */
  initial: SearchCriteria | null;
  onSearch(criteria: SearchCriteria): Promise<unknown>;
  /** Reports the e-mail as typed: the empty-result text only shows while one is entered. */
  onEmailChange(email: string): void;
}

const FIELDS = ['email', 'confirmationNumber'] as const;

/** The submit-time messages for the fields still missing, in form order. */
function submitMessages(errors: FieldErrors<SearchInput>): string[] {
  return FIELDS.filter((field) => errors[field]).map((field) => COPY.submitMessages[field]);
}

export function SearchForm({ initial, onSearch, onEmailChange }: SearchFormProps) {
  const { register, handleSubmit, formState } = useForm<SearchInput, unknown, SearchCriteria>({
    resolver: zodResolver(searchSchema),
    defaultValues: initial ?? { email: '', confirmationNumber: '' },
  });
  const { errors, isSubmitting, isSubmitted, isSubmitSuccessful } = formState;
  // Shown after a refused submit and shrinking as the diner fills the fields in.
  const missing = isSubmitted && !isSubmitSuccessful ? submitMessages(errors) : [];

  function submit(event: FormEvent<HTMLFormElement>) {
    // The button stays focusable while searching (aria-disabled), so a second press is ignored here.
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    void handleSubmit(onSearch)(event);
  }

  const emailField = register('email', { onChange: (event: ChangeEvent<HTMLInputElement>) => onEmailChange(event.target.value) });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 rounded-2xl bg-card p-5 shadow-sm ring-1 ring-stone-200 sm:p-7">
      {/* items-start: side by side, the field without a hint must not stretch its input to match. */}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label={COPY.emailLabel} error={errors.email?.message}>
          {(control) => <input {...control} {...emailField} type="email" inputMode="email" autoComplete="email" autoCapitalize="off" spellCheck={false} className={controlClass} />}
        </Field>
        <Field label={COPY.numberLabel} error={errors.confirmationNumber?.message} hint={COPY.numberHint}>
          {(control) => (
            <input
              {...control}
              {...register('confirmationNumber')}
              type="text"
              placeholder={COPY.numberPlaceholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${controlClass} font-mono tracking-wide uppercase`}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-col">
        {/* Kept in the page even when empty so the messages are announced as they appear. */}
        <div role="alert">
          {missing.length > 0 && (
            <div className="mb-5 flex gap-3 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200">
              <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
              <ul className="grid gap-1">
                {missing.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <button type="submit" className="button w-full sm:w-auto sm:min-w-40 sm:self-end" aria-disabled={isSubmitting}>
          <Search aria-hidden className="size-5" />
          {isSubmitting ? COPY.searching : COPY.search}
        </button>
      </div>
    </form>
  );
}
