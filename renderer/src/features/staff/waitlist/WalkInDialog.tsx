import { UserRoundPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '../../../../../shared/sections';
import { controlClass, Field } from '../../../components/ui/Field';
import { FormDialog } from '../kit/FormDialog';
import { useFocusBack } from '../kit/use-focus-back';
import { WAITLIST } from './copy';
import { useAddWalkIn, waitlistFailure } from './use-waitlist-actions';
import { checkWalkIn, EMPTY_WALK_IN, QUOTED_CHOICES, type WalkInErrors, type WalkInValues } from './walk-in-form';

const W = WAITLIST.walkIn;
const PARTIES = Array.from({ length: PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1 }, (_, i) => PARTY_SIZE_MIN + i);

/** 'Apuntar en espera' and its dialog: a party at the door, on today's list with the wait they were told. */
export function AddWalkInButton() {
  const [open, setOpen] = useState(false);
  useFocusBack(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="button min-h-11">
        <UserRoundPlus aria-hidden className="size-4" />
        {W.title}
      </button>
      {open && <WalkInDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function WalkInDialog({ onClose }: { onClose(): void }) {
  const [values, setValues] = useState<WalkInValues>(EMPTY_WALK_IN);
  const [errors, setErrors] = useState<WalkInErrors>({});
  const add = useAddWalkIn(onClose);
  const set = (name: keyof WalkInValues, value: string) => setValues((current) => ({ ...current, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkWalkIn(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) add.mutate(checked.body);
  }

  return (
    <FormDialog
      title={W.title}
      description={W.hint}
      formId="apuntar-en-espera"
      submitLabel={W.submit}
      pending={add.isPending}
      formClassName="grid gap-3 sm:grid-cols-2"
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={W.name} error={errors.customerName}>
        {(control) => <input {...control} autoComplete="off" maxLength={100} value={values.customerName} onChange={(e) => set('customerName', e.target.value)} className={controlClass} />}
      </Field>
      <Field label={W.phone} error={errors.customerPhone}>
        {(control) => <input {...control} type="tel" autoComplete="off" value={values.customerPhone} onChange={(e) => set('customerPhone', e.target.value)} className={controlClass} />}
      </Field>
      <Field label={W.party} error={errors.partySize}>
        {(control) => (
          <select {...control} value={values.partySize} onChange={(e) => set('partySize', e.target.value)} className={controlClass}>
            <option value="">--</option>
            {PARTIES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={W.quoted} error={errors.quotedMinutes}>
        {(control) => (
          <select {...control} value={values.quotedMinutes} onChange={(e) => set('quotedMinutes', e.target.value)} className={controlClass}>
            <option value="">--</option>
            {QUOTED_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {W.minutes(minutes)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {add.isError && (
        // The page behind a modal dialog is hidden from screen readers, toasts included: the reason is said here too.
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {waitlistFailure(add.error, W.failed)}
        </p>
      )}
    </FormDialog>
  );
}
