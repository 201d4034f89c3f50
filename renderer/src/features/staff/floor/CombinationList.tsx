import type { UseQueryResult } from '@tanstack/react-query';
import { Link2, Pencil, Plus, Unlink } from 'lucide-react';
import { useId } from 'react';
import type { TableCombinationDto } from '../../../../../shared/api/dto';
import { tablesLabel } from '../../../../../shared/table-label';
import type { DiningTable } from '../../../../../shared/types';
import { QueryView } from '../../../components/ui/QueryView';
import { ConfirmButton } from '../kit/ConfirmButton';
import { JOINS } from './copy';
import { useSeparateCombination } from './use-combination-actions';

interface CombinationListProps {
  section: string;
  /** Every table of the floor: a combination names its own by number. */
  tables: readonly DiningTable[];
  combinations: Pick<UseQueryResult<TableCombinationDto[]>, 'isPending' | 'isError' | 'data'>;
  onJoin(section: string): void;
  onEdit(combination: TableCombinationDto): void;
}

const rowButton = 'button button-secondary min-h-11 px-3 text-sm';

/** A zone's joined tables ('Mesa 3 + 4'): each with its tables, party range and who may book it, and 'Unir mesas'. */
export function CombinationList({ section, tables, combinations, onJoin, onEdit }: CombinationListProps) {
  const separate = useSeparateCombination();
  const headingId = useId();
  const zoneTables = tables.filter((table) => table.section === section);
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-2 border-t border-stone-200 px-3 pt-2 pb-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id={headingId} className="flex items-center gap-1.5 text-sm font-bold text-ink">
          <Link2 aria-hidden className="size-4" />
          {JOINS.title}
        </h5>
        {zoneTables.length >= 2 && (
          <button type="button" className={rowButton} onClick={() => onJoin(section)}>
            <Plus aria-hidden className="size-4" />
            {JOINS.join}
            <span className="sr-only">{JOINS.joinIn(section)}</span>
          </button>
        )}
      </div>
      <QueryView query={combinations} loading={JOINS.loading} failed={JOINS.loadFailed} className="text-sm">
        {(all) => {
          const list = all.filter((combination) => combination.section === section);
          if (list.length === 0) return <p className="text-sm text-muted">{JOINS.none}</p>;
          return (
            <ul className="divide-y divide-stone-100 rounded-lg ring-1 ring-stone-200">
              {list.map((combination) => {
                const members = zoneTables.filter((table) => combination.tableIds.includes(table.id)).sort((a, b) => a.tableNumber - b.tableNumber);
                return (
                  <li key={combination.id} aria-label={combination.name} className="flex flex-wrap items-center gap-x-2 gap-y-1 px-2 py-1.5">
                    <div className="min-w-0 flex-1 basis-40 text-sm">
                      <p className="font-semibold text-ink">
                        {combination.name} <span className="font-normal text-muted">· {tablesLabel(members)}</span>
                      </p>
                      <p className="text-xs text-muted">
                        {JOINS.range(combination.minCapacity, combination.maxCapacity)} · {combination.online ? JOINS.online : JOINS.staffOnly}
                      </p>
                    </div>
                    <div className="flex gap-1.5">
                      <button type="button" className={rowButton} onClick={() => onEdit(combination)}>
                        <Pencil aria-hidden className="size-4" />
                        {JOINS.edit}
                        <span className="sr-only">{` ${combination.name}`}</span>
                      </button>
                      <ConfirmButton
                        label={
                          <>
                            <Unlink aria-hidden className="size-4" />
                            {JOINS.separate}
                            <span className="sr-only">{` ${combination.name}`}</span>
                          </>
                        }
                        question={JOINS.confirmSeparate(combination.name)}
                        detail={JOINS.confirmSeparateDetail}
                        confirmLabel={JOINS.confirmSeparateAction}
                        busy={separate.isPending}
                        danger
                        onConfirm={() => separate.mutate(combination)}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          );
        }}
      </QueryView>
    </div>
  );
}
