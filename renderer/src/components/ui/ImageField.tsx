import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { uploadImage } from '../../lib/upload-image';

const COPY = {
  preview: 'Vista previa de la imagen',
  choose: 'Elegir imagen',
  change: 'Cambiar imagen',
  remove: 'Quitar imagen',
  uploading: 'Subiendo imagen…',
} as const;

interface ImageFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  /** What a failed upload says, worded for the item (section, category or product). */
  failure: string;
  /** Told while a photo is on its way, so the form waits for it. */
  onBusy(busy: boolean): void;
}

/** A photo (a menu item's, the hero's): chosen from the device, shown at once, uploaded, its path kept in the form ('' for none). */
export function ImageField<Values extends FieldValues>({ form, name, label, failure, onBusy }: ImageFieldProps<Values>) {
  const id = useId();
  const stored = form.watch(name) as string;
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) {
      setError(failure);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    onBusy(true);
    try {
      form.setValue(name, (await uploadImage(file)) as PathValue<Values, Path<Values>>, { shouldDirty: true });
    } catch {
      setError(failure);
      setPreview(null);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  }

  const shown = preview ?? (stored ? `${stored}?size=mobile` : null);
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <span className="text-sm font-semibold text-ink">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-24 items-center justify-center overflow-hidden rounded-lg bg-stone-100 ring-1 ring-stone-200">
          {shown ? <img src={shown} alt={COPY.preview} className={`size-full object-cover ${busy ? 'opacity-60' : ''}`} /> : <ImagePlus aria-hidden className="size-6 text-stone-400" />}
        </div>
        <label htmlFor={id} className="button button-secondary min-h-11 cursor-pointer">
          {stored || preview ? COPY.change : COPY.choose}
        </label>
        <input id={id} type="file" accept="image/*" className="sr-only" aria-describedby={`${id}-state`} onChange={(event) => void choose(event.target.files?.[0])} />
        {stored && !busy && (
          <button type="button" className="button button-secondary min-h-11" onClick={() => (setPreview(null), form.setValue(name, '' as PathValue<Values, Path<Values>>, { shouldDirty: true }))}>
            <Trash2 aria-hidden className="size-4" />
            {COPY.remove}
          </button>
        )}
      </div>
      <p id={`${id}-state`} role={error ? 'alert' : 'status'} className={error ? 'text-sm font-medium text-red-700' : 'text-xs text-muted'}>
        {error ?? (busy ? COPY.uploading : '')}
      </p>
    </div>
  );
}
