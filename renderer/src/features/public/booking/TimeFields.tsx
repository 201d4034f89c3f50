import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/Field';
import { ErrorLine, NativeSelect, RequiredMark } from './form-parts';
import { timesMessage } from './time-fields';

interface TimeFieldsProps {
  date: string;
  startTime: string;
  startChoices: string[];
  endChoices: string[];
  /** The end 'Duración de la mesa' gives the party, marked 'recomendada'; '' when none. */
  recommendedEnd: string;
  start: UseFormRegisterReturn<'startTime'>;
  end: UseFormRegisterReturn<'endTime'>;
  startError: string | undefined;
  endError: string | undefined;
}

/** Start and end side by side, with one message line under the pair. */
export function TimeFields({ date, startTime, startChoices, endChoices, recommendedEnd, start, end, startError, endError }: TimeFieldsProps) {
  const errorId = useId();
  const message = timesMessage(startError, endError);
  const described = message ? errorId : undefined;
  // Short: the banner below says what is still missing.
  const startPrompt = !date ? '--:--' : startChoices.length > 0 ? 'Elige hora' : 'Sin horas';
  return (
    <div className="grid gap-1.5">
      {/* One under the other on a phone, so '23:00 (recomendada)' reads whole in the closed select. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={
            <>
              Hora de inicio <RequiredMark />
            </>
          }
        >
          {({ id }) => (
            <NativeSelect {...start} id={id} disabled={!date} aria-required aria-invalid={Boolean(startError)} aria-describedby={described}>
              <option value="">{startPrompt}</option>
              {startChoices.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label={
            <>
              Hora de fin <RequiredMark />
            </>
          }
        >
          {({ id }) => (
            <NativeSelect {...end} id={id} disabled={!startTime} aria-required aria-invalid={Boolean(endError)} aria-describedby={described}>
              <option value="">{startTime ? 'Elige hora' : '--:--'}</option>
              {endChoices.map((time) => (
                <option key={time} value={time}>
                  {time === recommendedEnd ? `${time} (recomendada)` : time}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      {recommendedEnd && !message && <p className="text-sm text-muted">{`Recomendada para vuestro grupo: hasta las ${recommendedEnd}.`}</p>}
      <ErrorLine id={errorId} message={message} />
    </div>
  );
}
