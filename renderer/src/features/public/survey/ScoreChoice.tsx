import { SCORES } from '../../../../../shared/schemas/feedback';
import { SURVEY } from './copy';

interface ScoreChoiceProps {
  name: string;
  legend: string;
  value: number | null;
  onChange(score: number): void;
}

/**
 * One score from 1 to 5: a group of native radio buttons drawn as numbered buttons, so the arrow
 * keys move through it and a screen reader hears '4 de 5' in 'La comida'.
 */
export function ScoreChoice({ name, legend, value, onChange }: ScoreChoiceProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-5 gap-2">
        {SCORES.map((score) => (
          <label key={score} className="relative">
            <input type="radio" name={name} value={score} checked={value === score} onChange={() => onChange(score)} className="peer sr-only" />
            <span className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl bg-white text-lg font-semibold text-ink ring-1 ring-stone-300 peer-checked:bg-brand peer-checked:text-white peer-checked:ring-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand hover:bg-stone-100 peer-checked:hover:bg-brand">
              {score}
              <span className="sr-only">{SURVEY.outOf}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
