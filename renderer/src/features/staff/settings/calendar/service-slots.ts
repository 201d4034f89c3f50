/** A day's services as the calendar's editors hold them, and the owner's 'Copiar a…' on the week. */
import { SERVICE_NAMES, type Service, type ServiceName } from '../../../../../../shared/calendar';

/** A day's services, one slot per service name; an empty slot: the service does not open. */
export type ServiceSlots = Partial<Record<ServiceName, Service>>;
export const slotsOf = (services: readonly Service[]): ServiceSlots => Object.fromEntries(services.map((s) => [s.name, s]));
export const servicesOf = (slots: ServiceSlots) => SERVICE_NAMES.flatMap((name) => (slots[name] ? [slots[name]] : []));

/**
 * The week (Monday first) with one weekday's service copied to other weekdays: open with the same
 * times and pacing, or, where it does not open, closed there too. Each day's other service stays.
 */
export function copyService(week: readonly ServiceSlots[], from: number, name: ServiceName, to: readonly number[]): ServiceSlots[] {
  const source = week[from];
  if (!source) return [...week];
  const service = source[name];
  return week.map((slots, index) => {
    if (index === from || !to.includes(index)) return slots;
    const { [name]: _replaced, ...others } = slots;
    return service ? { ...others, [name]: service } : others;
  });
}

/** Whether the week as edited differs from the week as stored. */
export const weekChanged = (edited: readonly ServiceSlots[], stored: readonly (readonly Service[])[]) =>
  JSON.stringify(edited.map(servicesOf)) !== JSON.stringify(stored.map((services) => SERVICE_NAMES.flatMap((name) => services.filter((service) => service.name === name))));
