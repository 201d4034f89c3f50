import clsx from 'clsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, controlClass } from '../../../components/ui/Field';
import { RequiredMark } from './form-parts';
import { phoneDigits } from './phone';

interface ContactFieldsProps {
  name: UseFormRegisterReturn<'customerName'>;
  phone: UseFormRegisterReturn<'customerPhone'>;
  email: UseFormRegisterReturn<'customerEmail'>;
  errors: { customerName?: string; customerPhone?: string; customerEmail?: string };
  /** Phone and e-mail one under the other even on a wide screen: a dialog has no room for two columns. */
  stacked?: boolean;
}

/** Who books or waits: name, phone and e-mail, the same fields in the booking form and the waiting list's. */
export function ContactFields({ name, phone, email, errors, stacked = false }: ContactFieldsProps) {
  return (
    <>
      <Field
        label={
          <>
            Nombre <RequiredMark />
          </>
        }
        error={errors.customerName}
      >
        {(control) => <input {...control} {...name} type="text" aria-required autoComplete="name" autoCapitalize="words" className={controlClass} />}
      </Field>
      <div className={clsx('grid gap-4', !stacked && 'sm:grid-cols-2')}>
        <Field
          label={
            <>
              Teléfono <RequiredMark />
            </>
          }
          error={errors.customerPhone}
        >
          {(control) => (
            <input
              {...control}
              {...phone}
              onChange={(event) => {
                event.target.value = phoneDigits(event.target.value);
                return phone.onChange(event);
              }}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              aria-required
              className={controlClass}
            />
          )}
        </Field>
        <Field
          label={
            <>
              Email <RequiredMark />
            </>
          }
          error={errors.customerEmail}
        >
          {(control) => <input {...control} {...email} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} aria-required className={controlClass} />}
        </Field>
      </div>
    </>
  );
}
