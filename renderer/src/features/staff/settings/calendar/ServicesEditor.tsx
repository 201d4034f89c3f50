/** A day's services as the owner sets them: each one opens or not, its three times, and its pacing. */
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { SERVICE_NAMES, type Service, type ServiceName } from '../../../../../../shared/calendar';
import { MAX_COVERS_LIMIT } from '../../../../../../shared/schemas/calendar';
import { formatClock, serviceMinutes } from '../../../../../../shared/schedule';
import { controlClass, Field } from '../../../../components/ui/Field';
import { SETTINGS } from '../copy';
import type { ServiceSlots } from './service-slots';

const C = SETTINGS.calendar;

/** The half hours a service may start or end at: 12:00 to 02:00. */
const TIMES = Array.from({ length: 29 }, (_, i) => formatClock(serviceMinutes('12:00') + i * 30));
export const DEFAULT_SERVICE: Record<ServiceName, Service> = {
  Comida: { name: 'Comida', firstStart: '14:00', lastStart: '15:30', lastEnd: '17:00', maxCovers: null },
  Cena: { name: 'Cena', firstStart: '18:00', lastStart: '23:30', lastEnd: '00:00', maxCovers: null },
};

interface ServiceEditorProps {
  service: Service | undefined;
  name: ServiceName;
  label: string;
  onChange(next: Service | undefined): void;
  /** What closes the row ('Copiar a…' on the week). */
  action?: ReactNode;
}

/** One service in a row where there is room (the editor is a container: the day form's column is narrow), else two columns. */
function ServiceEditor({ service, name, label, onChange, action }: ServiceEditorProps) {
  const time = (field: 'firstStart' | 'lastStart' | 'lastEnd', title: string) => (
    <Field label={title}>
      {(control) => (
        <select {...control} className={controlClass} value={service?.[field] ?? ''} disabled={!service} onChange={(e) => service && onChange({ ...service, [field]: e.target.value })}>
          {TIMES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <fieldset
      className={clsx('grid grid-cols-2 items-end gap-2 rounded-lg p-3 ring-1 ring-stone-200', action ? '@3xl:grid-cols-[9rem_1fr_1fr_1fr_1fr_auto]' : '@2xl:grid-cols-[9rem_1fr_1fr_1fr_1fr]')}
    >
      <legend className="sr-only">{label}</legend>
      <label className={clsx('col-span-2 flex min-h-11 items-center gap-2 font-semibold text-ink', action ? '@3xl:col-span-1' : '@2xl:col-span-1')}>
        <input type="checkbox" className="size-5 accent-brand" checked={Boolean(service)} onChange={(e) => onChange(e.target.checked ? DEFAULT_SERVICE[name] : undefined)} />
        {C.opens(name)}
      </label>
      {time('firstStart', C.firstStart)}
      {time('lastStart', C.lastStart)}
      {time('lastEnd', C.lastEnd)}
      <Field label={C.pacing}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_COVERS_LIMIT}
            placeholder={C.noPacing}
            className={controlClass}
            disabled={!service}
            value={service?.maxCovers ?? ''}
            onChange={(e) => service && onChange({ ...service, maxCovers: e.target.value ? Number(e.target.value) : null })}
          />
        )}
      </Field>
      {action && <div className="col-span-2 justify-self-end @3xl:col-span-1">{action}</div>}
    </fieldset>
  );
}

interface ServicesEditorProps {
  slots: ServiceSlots;
  label: string;
  onChange(next: ServiceSlots): void;
  /** What closes each service's row. */
  action?: (name: ServiceName) => ReactNode;
}

export function ServicesEditor({ slots, label, onChange, action }: ServicesEditorProps) {
  return (
    <div className="@container grid gap-2">
      {SERVICE_NAMES.map((name) => (
        <ServiceEditor key={name} name={name} label={`${label}, ${name}`} service={slots[name]} onChange={(service) => onChange({ ...slots, [name]: service })} action={action?.(name)} />
      ))}
    </div>
  );
}
