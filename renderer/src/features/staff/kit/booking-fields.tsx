import { controlClass, Field } from '../../../components/ui/Field';
import { DAY } from './day-copy';

/** 'Peticiones especiales', across the form's two columns. */
export function RequestsField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div className="sm:col-span-2">
      <Field label={DAY.form.requests}>{(control) => <textarea {...control} rows={2} value={value} onChange={(e) => onChange(e.target.value)} className={controlClass} />}</Field>
    </div>
  );
}
