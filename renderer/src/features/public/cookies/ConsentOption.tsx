import { useId, type InputHTMLAttributes } from 'react';

interface ConsentOptionProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'disabled' | 'onChange'> {
  title: string;
  description: string;
  /** The checkbox's own label: 'Permitir', or 'Siempre activas' for the cookies that cannot be refused. */
  label: string;
}

/** One kind of cookie in the settings: what it does, and the box that allows it. */
export function ConsentOption({ title, description, label, ...checkbox }: ConsentOptionProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="rounded-xl bg-paper px-3 py-2.5">
      <div className="flex items-center justify-between gap-4">
        <h3 id={`${id}-title`} className="text-base font-semibold text-ink">
          {title}
        </h3>
        <div className="flex items-center gap-2">
          <input id={id} type="checkbox" aria-describedby={`${id}-description`} className="size-5 accent-brand disabled:opacity-70" {...checkbox} />
          <label htmlFor={id} className="text-base font-medium whitespace-nowrap text-ink">
            {label}
          </label>
        </div>
      </div>
      <p id={`${id}-description`} className="mt-1 text-base text-muted">
        {description}
      </p>
    </div>
  );
}
