import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data'>;
  loading: string;
  failed: string;
  /** Replaces the default alert line when a screen words its failures its own way. */
  failure?: ReactNode;
  className?: string;
  children(data: T): ReactNode;
}

/** A block's data: a status line while it loads, an alert if it failed, the content once it is there. */
export function QueryView<T>({ query, loading, failed, failure, className, children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <p role="status" className={`text-muted ${className ?? ''}`}>
        {loading}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    if (failure) return <>{failure}</>;
    return (
      <p role="alert" className={`text-red-700 ${className ?? ''}`}>
        {failed}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
