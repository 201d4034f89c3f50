import clsx from 'clsx';
import { CircleExclamationPoint, CircleCheck, CircleX, Info, LoaderCircle, MessageCircle, type LucideIcon } from 'lucide-react';
import { BOOKING_MESSAGES } from '../../../../../shared/messages/booking';
import { useId } from 'react';
import { AVAILABILITY_TEXT, type Availability, type AvailabilityStatus } from './availability';
import { NO_TABLE } from './copy';

interface Look {
  Icon: LucideIcon;
  title: string;
  detail?: string;
  tone: string;
  spin?: boolean;
}

const NEUTRAL = 'border-stone-200 bg-stone-50 text-ink';

const LOOKS: Record<AvailabilityStatus, Look> = {
  incomplete: { Icon: Info, title: 'Elige día, zona, personas y horario para ver si hay mesa.', tone: NEUTRAL },
  checking: { Icon: LoaderCircle, title: AVAILABILITY_TEXT.checking, tone: NEUTRAL, spin: true },
  available: {
    Icon: CircleCheck,
    title: AVAILABILITY_TEXT.available,
    detail: 'Hay mesa para ti. Completa tus datos para confirmar.',
    tone: 'border-green-700/30 bg-green-50 text-green-900',
  },
  unavailable: {
    Icon: CircleX,
    title: AVAILABILITY_TEXT.unavailable,
    detail: 'Prueba con otra hora, otro día u otra zona.',
    tone: 'border-red-700/30 bg-red-50 text-red-900',
  },
  failed: { Icon: CircleExclamationPoint, title: AVAILABILITY_TEXT.failed, tone: 'border-amber-700/30 bg-amber-50 text-amber-950' },
  vip: {
    Icon: MessageCircle,
    title: BOOKING_MESSAGES.vipByContact,
    detail: 'Completa tus datos y te indicamos cómo contactarnos.',
    tone: 'border-brand/30 bg-brand-soft text-brand-dark',
  },
  'large-group': {
    Icon: MessageCircle,
    title: BOOKING_MESSAGES.largeGroupByContact,
    detail: 'Completa tus datos y te indicamos cómo contactarnos.',
    tone: 'border-brand/30 bg-brand-soft text-brand-dark',
  },
};

interface AvailabilityBannerProps {
  availability: Availability;
  /** The start asked, at which the other zones have a table. */
  startTime: string;
  onPickTime(time: string): void;
  onPickZone(zone: string): void;
}

const choiceClass = 'button button-secondary min-h-11 bg-white px-4 text-base';

/**
 * The live availability line: a polite live region, so each new answer is read out without
 * interrupting, the other starts and zones of a full slot with it (one tap fills the form).
 */
export function AvailabilityBanner({ availability: { status, failure, choices }, startTime, onPickTime, onPickZone }: AvailabilityBannerProps) {
  const { Icon, title, detail, tone, spin } = LOOKS[status];
  const timesId = useId();
  const zonesId = useId();
  const { times, zones } = choices;
  const offered = times.length > 0 || zones.length > 0;
  return (
    <div role="status" aria-live="polite" aria-label="Disponibilidad" data-status={status} className={clsx('flex min-h-14 items-start gap-3 rounded-xl border px-4 py-3', tone)}>
      <Icon aria-hidden className={clsx('mt-0.5 size-5 shrink-0', spin && 'animate-spin')} />
      <div className="grid min-w-0 flex-1 gap-3">
        <p className="grid gap-0.5">
          {/* The server's reason is a sentence or two, read more easily in the body's weight. */}
          <span className={clsx(status === 'incomplete' ? 'text-sm text-muted' : failure ? 'font-medium' : 'font-semibold')}>{failure ?? title}</span>
          {detail && !offered && <span className="text-sm opacity-90">{detail}</span>}
        </p>
        {times.length > 0 && (
          <div role="group" aria-labelledby={timesId} className="grid gap-1.5">
            <span id={timesId} className="text-sm">
              {NO_TABLE.times}
            </span>
            <div className="flex flex-wrap gap-2">
              {times.map((time) => (
                <button key={time} type="button" className={choiceClass} onClick={() => onPickTime(time)}>
                  {time}
                </button>
              ))}
            </div>
          </div>
        )}
        {zones.length > 0 && (
          <div role="group" aria-labelledby={zonesId} className="grid gap-1.5">
            <span id={zonesId} className="text-sm">
              {NO_TABLE.zones(startTime, times.length > 0)}
            </span>
            <div className="flex flex-wrap gap-2">
              {zones.map((zone) => (
                <button key={zone} type="button" className={choiceClass} onClick={() => onPickZone(zone)}>
                  {zone}
                </button>
              ))}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
