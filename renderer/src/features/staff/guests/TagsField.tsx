import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { controlClass } from '../../../components/ui/Field';
import { GUESTS, SUGGESTED_TAGS } from './copy';
import { addTag } from './guest-form';

const P = GUESTS.profile;
const chip = 'inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold';

/** A guest's tags: each removable, a new one typed (Enter adds it) or one of the usual ones in a tap. */
export function TagsField({ tags, onChange }: { tags: string[]; onChange(tags: string[]): void }) {
  const ids = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (text: string) => {
    const added = addTag(tags, text);
    setError(added.ok ? null : added.error);
    if (!added.ok) return;
    onChange(added.tags);
    setTyped('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag instead of sending the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add(typed);
  };
  const suggested = SUGGESTED_TAGS.filter((tag) => !tags.some((kept) => kept.toLocaleLowerCase('es') === tag.toLocaleLowerCase('es')));
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{P.tags}</legend>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className={`${chip} bg-stone-100 pr-1 text-stone-800`}>
              {tag}
              <button
                type="button"
                aria-label={P.removeTag(tag)}
                title={P.removeTag(tag)}
                onClick={() => onChange(tags.filter((kept) => kept !== tag))}
                className="grid size-8 place-items-center rounded-full hover:bg-stone-200"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={`${ids}-tag`} className="sr-only">
          {P.newTag}
        </label>
        <input
          id={`${ids}-tag`}
          value={typed}
          placeholder={P.newTag}
          maxLength={60}
          aria-invalid={error !== null}
          aria-describedby={`${ids}-tag-error`}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKey}
          className={controlClass}
        />
        <button type="button" className="button button-secondary shrink-0" onClick={() => add(typed)}>
          <Plus aria-hidden className="size-4" />
          {P.addTag}
        </button>
      </div>
      <p id={`${ids}-tag-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
      {suggested.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
          <span>{P.suggested}</span>
          {suggested.map((tag) => (
            <button key={tag} type="button" aria-label={`${P.addTag} ${tag}`} onClick={() => add(tag)} className={`${chip} bg-white text-brand ring-1 ring-stone-300 hover:bg-stone-50`}>
              <Plus aria-hidden className="size-3.5" />
              {tag}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
