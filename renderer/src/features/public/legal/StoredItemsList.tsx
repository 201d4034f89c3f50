import { STORED_ITEMS } from './browser-storage';

/**
 * The cookie policy's inventory, one card per item. Cards rather than a five-column table: on a
 * phone a table that wide would have to scroll sideways.
 */
export function StoredItemsList() {
  return (
    <ul className="mt-4! grid list-none! gap-3 pl-0!">
      {STORED_ITEMS.map((item) => (
        <li key={item.name} className="mt-0! rounded-xl border border-stone-200 bg-card p-4">
          <p className="mt-0!">
            <code className="rounded bg-brand-soft px-1.5 py-0.5 font-mono text-[0.95rem] font-semibold text-brand-dark">{item.name}</code>
          </p>
          <p className="mt-2! text-base">{item.purpose}</p>
          <dl className="mt-2 grid gap-x-4 gap-y-0.5 text-sm text-muted sm:grid-cols-2">
            <div>
              <dt className="inline font-semibold">Dónde: </dt>
              <dd className="inline">{item.where}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Duración: </dt>
              <dd className="inline">{item.lifetime}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
