import type { FormEvent, ReactNode } from 'react';
import { SettingsHeading } from './SettingsSection';

interface SettingsFormProps {
  /** The heading's id: the form is named by it. */
  id: string;
  title: string;
  intro: string;
  /** The layout; a white card unless told otherwise. */
  className?: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/** One section of 'Ajustes': a form named by its heading, with a line on what it changes. */
export function SettingsForm({ id, title, intro, className = 'grid gap-4 rounded-xl bg-white p-5 ring-1 ring-stone-200', onSubmit, children }: SettingsFormProps) {
  return (
    <form noValidate aria-labelledby={id} className={className} onSubmit={onSubmit}>
      <SettingsHeading id={id} title={title} intro={intro} />
      {children}
    </form>
  );
}
