/** 'Copiar a…' on a row of the week: that weekday's service to the weekdays ticked, in one go. */
import { Copy } from 'lucide-react';
import { useState } from 'react';
import type { Service, ServiceName } from '../../../../../../shared/calendar';
import { Dialog } from '../../../../components/ui/Dialog';
import { useFocusBack } from '../../kit/use-focus-back';
import { SETTINGS } from '../copy';

const C = SETTINGS.calendar;
const W = C.copy;

interface CopyServiceProps {
  /** The weekday copied from, Monday 0. */
  from: number;
  name: ServiceName;
  service: Service | undefined;
  /** The weekdays ticked (never `from`), Monday 0. */
  onCopy(to: number[]): void;
}

export function CopyService({ from, name, service, onCopy }: CopyServiceProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [none, setNone] = useState(false);
  useFocusBack(open);
  const weekday = C.weekdays[from] ?? '';
  const start = () => {
    setChosen([]);
    setNone(false);
    setOpen(true);
  };
  const copy = () => {
    if (chosen.length === 0) {
      setNone(true);
      return;
    }
    setOpen(false);
    onCopy([...chosen].sort((a, b) => a - b));
  };
  const toggle = (index: number, checked: boolean) => {
    setNone(false);
    setChosen((current) => (checked ? [...current, index] : current.filter((other) => other !== index)));
  };
  return (
    <>
      <button type="button" className="button button-secondary min-h-11 whitespace-nowrap" aria-label={W.openLabel(weekday, name)} onClick={start}>
        <Copy aria-hidden className="size-4" />
        {W.open}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={W.title(weekday, name)}
        description={service ? W.opens(service.firstStart, service.lastStart, service.lastEnd, service.maxCovers) : W.closed(name)}
        footer={
          <>
            <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
              {W.cancel}
            </button>
            <button type="button" className="button" onClick={copy}>
              {W.confirm}
            </button>
          </>
        }
      >
        <fieldset className="grid gap-1" aria-describedby={none ? 'copiar-ninguno' : undefined}>
          <legend className="mb-1 font-semibold text-ink">{W.days}</legend>
          {C.weekdays.map((day, index) =>
            index === from ? null : (
              <label key={day} className="flex min-h-11 items-center gap-3 text-ink">
                <input type="checkbox" className="size-5 accent-brand" checked={chosen.includes(index)} onChange={(e) => toggle(index, e.target.checked)} />
                {day}
              </label>
            ),
          )}
        </fieldset>
        {none && (
          <p id="copiar-ninguno" role="alert" className="text-sm font-semibold text-red-700">
            {W.none}
          </p>
        )}
      </Dialog>
    </>
  );
}
