/**
 * Which sections of 'Ajustes' hold words typed and not saved. The page keeps every section with what
 * was typed in it; its contents mark the sections still to save, so nothing is left behind unnoticed.
 */
import { createContext, useContext, useEffect, useId } from 'react';

/** Tells the section a form sits in whether that form (named by `form`) has changes not yet saved. */
export type MarkUnsaved = (form: string, unsaved: boolean) => void;

export const UnsavedContext = createContext<MarkUnsaved | null>(null);

/** A form of 'Ajustes' reports whether it holds changes not yet saved, until it leaves the page. */
export function useUnsavedMark(unsaved: boolean): void {
  const mark = useContext(UnsavedContext);
  const form = useId();
  useEffect(() => {
    mark?.(form, unsaved);
  }, [mark, form, unsaved]);
  useEffect(() => () => mark?.(form, false), [mark, form]);
}

/** The forms with unsaved changes, by section, after one form reports. */
export function withMark<Key extends string>(current: Partial<Record<Key, readonly string[]>>, section: Key, form: string, unsaved: boolean): Partial<Record<Key, readonly string[]>> {
  const forms = (current[section] ?? []).filter((other) => other !== form);
  const next = unsaved ? [...forms, form] : forms;
  return next.length === (current[section]?.length ?? 0) && next.every((other) => current[section]?.includes(other)) ? current : { ...current, [section]: next };
}
