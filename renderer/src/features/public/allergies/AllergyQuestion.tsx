import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ALLERGENS, type Allergen } from '../../../../../shared/allergens';
import type { DinerAllergiesView } from '../../../../../shared/api/diner-allergies';
import { DINER_ALLERGY_NOTES_MAX } from '../../../../../shared/schemas/diner-allergies';
import { ALLERGEN_ICONS } from '../../../components/menu/allergen-icons';
import { controlClass } from '../../../components/ui/Field';
import { failureDetail } from '../../../lib/failure-messages';
import { ALLERGIES } from './copy';

export interface AllergyAnswer {
  allergens: Allergen[];
  notes: string | null;
}

interface AllergyQuestionProps {
  /** What the diner said before, if anything. */
  initial: AllergyAnswer;
  /** Why it can no longer change (cancelled, begun): the question is then not asked. */
  closed: string | null;
  save(answer: AllergyAnswer): Promise<DinerAllergiesView>;
  /** Asked inside the confirmation: folded until the diner opens it, so the number stays in sight. */
  folded?: boolean;
}

/**
 * '¿Alguien de la mesa tiene alergias o intolerancias?': the 14 EU allergens as boxes with the menu's
 * icons, and a free line. Saved when the diner says so; changed as often as wished until the booking starts.
 */
export function AllergyQuestion({ initial, closed, save, folded = false }: AllergyQuestionProps) {
  const id = useId();
  const [allergens, setAllergens] = useState<ReadonlySet<Allergen>>(new Set(initial.allergens));
  const [notes, setNotes] = useState(initial.notes ?? '');
  const saving = useMutation({ mutationFn: save });
  if (closed) {
    return (
      <p role="status" className="rounded-xl bg-stone-100 p-4 text-ink">
        {closed}
      </p>
    );
  }
  const toggle = (allergen: Allergen, on: boolean) => {
    saving.reset();
    setAllergens((current) => new Set(on ? [...current, allergen] : [...current].filter((one) => one !== allergen)));
  };
  const saved = saving.data?.booking;
  const form = (
    <form
      className="grid gap-3"
      aria-labelledby={`${id}-question`}
      onSubmit={(event) => {
        event.preventDefault();
        saving.mutate({ allergens: ALLERGENS.filter((allergen) => allergens.has(allergen)), notes: notes.trim() || null });
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="sr-only">{ALLERGIES.question}</legend>
        <p className="text-sm text-muted">{ALLERGIES.hint}</p>
        <div className="grid grid-cols-1 gap-1.5 min-[360px]:grid-cols-2">
          {ALLERGENS.map((allergen) => {
            const Icon = ALLERGEN_ICONS[allergen];
            return (
              <label key={allergen} className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-ink ring-1 ring-stone-200 has-[:checked]:bg-amber-50 has-[:checked]:ring-amber-500">
                <input type="checkbox" className="size-5 shrink-0 accent-brand" checked={allergens.has(allergen)} onChange={(event) => toggle(allergen, event.target.checked)} />
                <Icon aria-hidden className="size-4 shrink-0 text-amber-800" />
                {allergen}
              </label>
            );
          })}
        </div>
      </fieldset>
      <label className="grid gap-1 text-sm font-semibold text-ink">
        {ALLERGIES.notes}
        <input
          className={`${controlClass} font-normal`}
          maxLength={DINER_ALLERGY_NOTES_MAX}
          value={notes}
          aria-describedby={`${id}-notes-hint`}
          onChange={(event) => {
            saving.reset();
            setNotes(event.target.value);
          }}
        />
        <span id={`${id}-notes-hint`} className="font-normal text-muted">
          {ALLERGIES.notesHint}
        </span>
      </label>
      <button type="submit" className="button min-h-11 w-full sm:w-auto" disabled={saving.isPending}>
        {saving.isPending ? ALLERGIES.saving : ALLERGIES.save}
      </button>
      {saved && (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 ring-1 ring-emerald-200">
          {saved.dinerAllergies.length > 0 || saved.dinerAllergyNotes ? ALLERGIES.saved : ALLERGIES.savedNone}
        </p>
      )}
      {saving.isError && (
        <p role="alert" className="text-red-700">
          {failureDetail(saving.error) ?? ALLERGIES.failed}
        </p>
      )}
    </form>
  );
  const heading = (
    <span id={`${id}-question`} className="font-semibold text-ink">
      {ALLERGIES.question}
    </span>
  );
  if (folded) {
    return (
      <details className="rounded-xl p-3 ring-1 ring-stone-200 open:bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center">{heading}</summary>
        <div className="pt-2">{form}</div>
      </details>
    );
  }
  return (
    <section aria-labelledby={`${id}-question`} className="grid gap-3 border-t border-stone-200 pt-4">
      <h2 className="text-xl">{heading}</h2>
      {form}
    </section>
  );
}
